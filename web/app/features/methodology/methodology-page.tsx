import { useTranslation } from 'react-i18next';
import type { Lang } from '@marketlens/core/i18n';
import { AccuracySection, type AccuracyState } from './accuracy-section';

const SOURCES = ['generated', 'import', 'extension', 'collector'] as const;
const ESTIMATES = ['reviews', 'stock', 'position', 'calibration', 'aggregate'] as const;
/** The values of goods_daily.method, in the order a reader meets them. */
const METHODS = ['model', 'import', 'reviews', 'stock', 'position', 'carried'] as const;

/** The methodology page: sources, how sales are estimated, what a goods-day's method and error mean, the observed share and the measured accuracy. */
export function MethodologyPage({ accuracy, lang }: { accuracy: AccuracyState; lang: Lang }) {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="hero hero-compact">
        <div className="container">
          <h1>{t('methodology.title')}</h1>
          <p className="hero-subtitle">{t('methodology.lead')}</p>
        </div>
      </section>
      <div className="section container method-page" data-testid="methodology">
        <section className="method-section" id="sources" aria-labelledby="method-sources">
          <h2 id="method-sources">{t('methodology.sources.title')}</h2>
          <p>{t('methodology.sources.lead')}</p>
          <div className="method-cards">
            {SOURCES.map((id) => (
              <article key={id} className="module-card method-card">
                <h3>{t(`methodology.sources.${id}.title`)}</h3>
                <p>{t(`methodology.sources.${id}.body`)}</p>
              </article>
            ))}
          </div>
        </section>
        <section className="method-section" id="estimates" aria-labelledby="method-estimates">
          <h2 id="method-estimates">{t('methodology.estimate.title')}</h2>
          <p>{t('methodology.estimate.lead')}</p>
          <ul className="method-list">
            {ESTIMATES.map((id) => (
              <li key={id}>{t(`methodology.estimate.${id}`)}</li>
            ))}
          </ul>
        </section>
        <section className="method-section" id="methods" aria-labelledby="method-methods">
          <h2 id="method-methods">{t('methodology.methods.title')}</h2>
          <p>{t('methodology.methods.lead')}</p>
          <dl className="method-terms">
            {METHODS.map((id) => (
              <div key={id}>
                <dt>
                  <code>{id}</code>
                </dt>
                <dd>{t(`methodology.methods.${id}`)}</dd>
              </div>
            ))}
          </dl>
          <p>{t('methodology.methods.error')}</p>
        </section>
        <section className="method-section" id="observed" aria-labelledby="method-observed">
          <h2 id="method-observed">{t('methodology.observed.title')}</h2>
          <p>{t('methodology.observed.body')}</p>
        </section>
        <AccuracySection state={accuracy} lang={lang} />
      </div>
    </>
  );
}

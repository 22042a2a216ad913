import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';

const MODULES = ['industry', 'selection', 'keyword', 'shopBrand', 'monitor', 'charts', 'pricing', 'patrol'] as const;
const TOOLS = ['workbench', 'assistant', 'translator'] as const;

/** The product tab: the workbench's modules and the two extensions, in the phone's width. */
export default function MobileProduct() {
  const { t } = useTranslation('mobile');
  const { t: th } = useTranslation('home');
  const { t: ts } = useTranslation('store');
  const localize = useLocalize();
  return (
    <>
      <PageMeta title={t('meta.product.title')} description={t('product.lead')} />
      <section className="m-section">
        <h1 className="m-section-title">{t('product.title')}</h1>
        <p className="m-page-lead">{t('product.lead')}</p>
        <ul className="m-card-list">
          {TOOLS.map((k) => (
            <li key={k}>
              <h2 className="m-card-title">{th(`tools.${k}.title`)}</h2>
              <p>{th(`tools.${k}.subtitle`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="m-section" aria-labelledby="m-modules-title">
        <h2 id="m-modules-title" className="m-section-title">
          {th('modules.title')}
        </h2>
        <ul className="m-card-list">
          {MODULES.map((k) => (
            <li key={k}>
              <h3>{th(`modules.${k}.title`)}</h3>
              <p>{th(`modules.${k}.body`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <a className="m-button m-button-primary m-button-block" href={localize('/m/download')}>
            {t('links.download')}
          </a>
        </p>
        <p>
          <a className="m-button m-button-soft m-button-block" href={localize('/m/pricing')} data-testid="m-see-prices">
            {ts('links.pricing')}
          </a>
        </p>
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import { useRuntimeConfig } from '../../lib/runtime-config';

const EXTENSIONS = ['assistant', 'translator'] as const;
const STEPS = ['s1', 's2', 's3'] as const;


export const handle: MobileTitleHandle = { mobileTitle: 'links.download' };

/** `/m/download`: the two browser extensions and how to get them onto a computer's browser. */
export default function MobileDownload() {
  const { t } = useTranslation('mobile');
  const { t: th } = useTranslation('home');
  const { siteOrigin } = useRuntimeConfig();
  return (
    <>
      <PageMeta title={`${t('links.download')} - MarketLens`} description={t('download.lead')} />
      <section className="m-section">
        <h1 className="m-section-title">{t('links.download')}</h1>
        <p className="m-page-lead">{t('download.lead')}</p>
        <ul className="m-card-list">
          {EXTENSIONS.map((k) => (
            <li key={k}>
              <h2 className="m-card-title">{th(`tools.${k}.title`)}</h2>
              <p>{th(`tools.${k}.subtitle`)}</p>
              <ul className="m-bullets">
                {(['d1', 'd2', 'd3'] as const).map((d) => (
                  <li key={d}>{th(`tools.${k}.${d}`)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section className="m-section" aria-labelledby="m-download-how">
        <h2 id="m-download-how" className="m-section-title">
          {t('download.how')}
        </h2>
        <ol className="m-steps">
          {STEPS.map((s) => (
            <li key={s}>{t(`download.${s}`, { origin: siteOrigin })}</li>
          ))}
        </ol>
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { ContactBlock } from '../../features/mobile/contact-block';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';

const SECTIONS = ['cooperation', 'workbench', 'patrol', 'assistant', 'translator'] as const;
const LINKS = [
  ['links.lottery', '/m/lottery'],
  ['links.download', '/m/download'],
  ['links.delivery', '/m/DeliveryInfo'],
  ['links.agreement', '/m/agreement'],
  ['links.policy', '/m/policy'],
] as const;

/** The business-cooperation tab: what MarketLens offers partners, how to reach it, and the site's terms. */
export default function MobileAbout() {
  const { t } = useTranslation('mobile');
  const { t: th } = useTranslation('home');
  const { brand } = useRuntimeConfig();
  const localize = useLocalize();
  return (
    <>
      <PageMeta title={t('meta.about.title')} description={t('about.lead')} />
      <section className="m-section">
        <h1 className="m-section-title">{t('about.title')}</h1>
        <p className="m-page-lead">{t('about.lead')}</p>
        <ul className="m-card-list">
          {SECTIONS.map((id) => (
            <li key={id}>
              <h2 className="m-card-title">{th(`about.${id}.title`)}</h2>
              <p>{th(`about.${id}.body`, { chat: brand.supportChat, email: brand.supportEmail })}</p>
            </li>
          ))}
        </ul>
      </section>
      <ContactBlock />
      <nav className="m-section" aria-labelledby="m-about-links">
        <h2 id="m-about-links" className="m-section-title">
          {t('about.links')}
        </h2>
        <ul className="m-link-list">
          {LINKS.map(([key, path]) => (
            <li key={path}>
              <a href={localize(path)}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { CallToAction } from '../../features/home/call-to-action';
import { PageMeta } from '../../components/page-meta';
import { inlineCss, loadInlineCss } from '../../lib/inline-css';
import { useRuntimeConfig } from '../../lib/runtime-config';
import homeCss from '../../styles/home.css?url';

/** The page's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ home: homeCss });

/**
 * A server loader, even an empty one, makes the server render the page itself: a route with only a
 * client loader is rendered as the router's loading fallback, an empty body, until its scripts ran.
 */
export function loader() {
  return null;
}

/** A navigation inside the site loads the stylesheet before the page renders: no unstyled first paint. */
export async function clientLoader() {
  await loadInlineCss(handle);
  return null;
}

const SECTIONS = ['workbench', 'patrol', 'assistant', 'translator', 'install', 'cooperation'] as const;

/** What MarketLens is, each solution the header links to, and how to become a channel partner. */
export default function AboutPage() {
  const { t } = useTranslation('home');
  const { brand } = useRuntimeConfig();
  return (
    <>
      <PageMeta title={t('about.meta')} description={t('about.metaDescription')} />
      <section className="hero hero-compact">
        <div className="container">
          <h1>{t('about.title')}</h1>
          <p className="hero-subtitle">{t('about.lead')}</p>
        </div>
      </section>
      <div className="section container about-sections">
        {SECTIONS.map((id) => (
          <section key={id} id={id} className="module-card about-card">
            <h2>{t(`about.${id}.title`)}</h2>
            <p>{t(`about.${id}.body`, { chat: brand.supportChat, email: brand.supportEmail })}</p>
          </section>
        ))}
      </div>
      <CallToAction />
    </>
  );
}

import { useLocation } from 'react-router';
import { LANGS, pathForLang, stripLangPrefix } from '@marketlens/core/i18n';
import { useRuntimeConfig } from '../lib/runtime-config';

const HREFLANG = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' } as const;

/** Title, description, canonical URL and the page's other languages, for search engines. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  const { siteOrigin } = useRuntimeConfig();
  const bare = stripLangPrefix(pathname);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <link rel="canonical" href={new URL(pathname, siteOrigin).href} />
      {LANGS.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={HREFLANG[lang]} href={new URL(pathForLang(bare, lang), siteOrigin).href} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={new URL(bare, siteOrigin).href} />
    </>
  );
}

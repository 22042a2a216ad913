import { useLocation } from 'react-router';
import { LANGS, pathForLang, stripLangPrefix, type Lang } from '@marketlens/core/i18n';
import { useLang } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';

const HREFLANG = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' } as const;
const OG_LOCALE = { zh: 'zh_CN', en: 'en_US', ru: 'ru_RU' } as const;

export interface ContentMetaProps {
  title: string;
  description: string;
  /** website for lists, article for details. */
  type?: 'website' | 'article';
  /**
   * The page in each language, as unprefixed paths, when it differs from this path in another prefix
   * (an article has one id per language). Languages left out have no version of the page.
   */
  alternates?: Partial<Record<Lang, string>>;
  /** Structured data (schema.org objects) for search engines. */
  jsonLd?: readonly object[];
  image?: string;
  /** The page's canonical address (unprefixed) when another address shows the same page. */
  canonicalPath?: string;
}

/** Keeps `</script>` and friends inside a JSON-LD block from closing it. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Title, description, canonical URL, hreflang, Open Graph and JSON-LD of a content page. */
export function ContentMeta({ title, description, type = 'website', alternates, jsonLd = [], image, canonicalPath }: ContentMetaProps) {
  const { pathname, search } = useLocation();
  const { siteOrigin, brand } = useRuntimeConfig();
  const lang = useLang();
  const bare = stripLangPrefix(pathname);
  // Page numbers are part of a list's address; other query strings are views of the same page.
  const page = new URLSearchParams(search).get('page');
  const canonical = new URL(canonicalPath ? pathForLang(canonicalPath, lang) : pathname + (page && page !== '1' ? `?page=${page}` : ''), siteOrigin).href;
  const versions = alternates ?? Object.fromEntries(LANGS.map((l) => [l, bare]));
  const desc = description.length > 160 ? `${description.slice(0, 157)}…` : description;
  return (
    <>
      <title>{`${title} - ${brand.name}`}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={canonical} />
      {LANGS.filter((l) => versions[l]).map((l) => (
        <link key={l} rel="alternate" hrefLang={HREFLANG[l]} href={new URL(pathForLang(versions[l] ?? bare, l), siteOrigin).href} />
      ))}
      {versions.zh ? <link rel="alternate" hrefLang="x-default" href={new URL(versions.zh, siteOrigin).href} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary" />
      {jsonLd.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson({ '@context': 'https://schema.org', ...item }) }} />
      ))}
    </>
  );
}

/** schema.org BreadcrumbList of a page's trail (absolute URLs). */
export function breadcrumbLd(origin: string, crumbs: readonly { name: string; href: string }[], localize: (path: string) => string): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: new URL(localize(c.href), origin).href })),
  };
}

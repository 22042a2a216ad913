import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import { content } from '@marketlens/core/contract';
import { ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { goTo, idOf, notFound, orMissing, pageRequest } from '../../features/content/content-data.server';
import { articleHref, ArticleItems, day, PrevNext } from '../../features/content/items';
import { RichText } from '../../components/rich-text';
import { LikeButton } from '../../features/content/like-button';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/article-detail';

export const handle = inlineCss({ content: contentCss });

/** Rendered for every visit, never from the shared page cache: each reading is counted. */
export function headers() {
  return { 'Cache-Control': 'private, no-cache' };
}

/** The list a detail address belongs to, where it goes without an id. */
const LIST_OF: Record<string, string> = {
  IndustryNewsDetails: '/IndustryNews',
  report: '/business-college/report/1',
  'electricity-detail': '/business-college/ecommerce-intro/1',
  post: '/IndustryNews',
  ecommerce: '/business-college/ecommerce-intro/1',
  operate: '/business-college/operate/1',
};
const LIST_OF_CATEGORY: Record<content.ArticleCategory, string> = {
  ecommerce: '/business-college/ecommerce-intro/1',
  operate: '/business-college/operate/1',
  report: '/business-college/report/1',
};
const SECTION_OF = { ecommerce: 'news', operate: 'operate', report: 'reports' } as const satisfies Record<content.ArticleCategory, string>;

/**
 * One article, server-rendered: /article/{category}/{id} and the older addresses that show an
 * article (/IndustryNewsDetails, /report, /electricity-detail, /post). An id of another language
 * goes to the article's version in the page's language.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path } = pageRequest(context, request);
  const [, first = '', second] = path.split('/');
  const isArticlePath = first === 'article';
  const category = isArticlePath ? second : undefined;
  if (isArticlePath && !content.ARTICLE_CATEGORIES.includes(category as content.ArticleCategory)) notFound();
  if (!params.id) goTo(lang, LIST_OF[category ?? first] ?? '/IndustryNews');
  const article = await orMissing(contentApi.articleDetail(http, { query: { id: idOf(params.id) } }, { verifyCode: false }));
  if (!article) notFound();
  const own = article.translations?.[lang];
  if (article.lang && article.lang !== lang) {
    if (own === undefined) notFound();
    goTo(lang, isArticlePath ? articleHref({ id: own, category: article.category }) : `/${first}/${own}`);
  }
  if (isArticlePath && category !== article.category) goTo(lang, articleHref(article));
  return { article };
}

export default function ArticleDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin, brand } = useRuntimeConfig();
  const localize = useLocalize();
  const { article } = loaderData;
  const listHref = LIST_OF_CATEGORY[article.category];
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('nav.collegeHome'), href: '/college/home' },
    { name: t(`lists.${SECTION_OF[article.category]}.title`), href: listHref },
    { name: article.title, href: articleHref(article) },
  ];
  const alternates = article.translations
    ? Object.fromEntries(Object.entries(article.translations).map(([l, id]) => [l, articleHref({ id, category: article.category })]))
    : undefined;
  const link = (l: { id: number; title: string } | null | undefined) => (l ? { href: articleHref({ id: l.id, category: article.category }), title: l.title } : null);
  return (
    <ContentFrame
      crumbs={crumbs}
      title={article.title}
      lead={article.summary}
    >
      <ContentMeta
        title={article.title}
        description={article.summary}
        type="article"
        canonicalPath={articleHref(article)}
        alternates={alternates}
        image={article.coverUrl}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          {
            '@type': 'Article',
            headline: article.title,
            description: article.summary,
            datePublished: article.publishedAt,
            author: { '@type': 'Organization', name: article.author },
            publisher: { '@type': 'Organization', name: brand.name },
            mainEntityOfPage: new URL(localize(articleHref(article)), siteOrigin).href,
            inLanguage: article.lang,
            interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: article.views },
          },
        ]}
      />
      <article className="article">
        <p className="item-meta">
          <span>{t(`category.${article.category}`)}</span>
          <time dateTime={article.publishedAt}>{day(article.publishedAt)}</time>
          <span>{article.author}</span>
          <span>{t('meta.views', { n: article.views })}</span>
        </p>
        <RichText html={article.html} testId="article-body" />
        <div className="article-actions">
          <LikeButton articleId={article.id} liked={article.liked} likes={article.likes} />
        </div>
      </article>
      <PrevNext prev={link(article.prev)} next={link(article.next)} />
      <p className="back-link">
        <a href={localize(listHref)}>{t('backTo', { list: t(`lists.${SECTION_OF[article.category]}.title`) })}</a>
      </p>
      {article.related?.length ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('related.articles')}</h2>
          <ArticleItems items={article.related} headingLevel={3} />
        </section>
      ) : null}
    </ContentFrame>
  );
}

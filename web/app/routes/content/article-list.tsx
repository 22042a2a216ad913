import { useTranslation } from 'react-i18next';
import { contentApi } from '@marketlens/core/api';
import type { content } from '@marketlens/core/contract';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { checkPage, pageNumber, pageRequest } from '../../features/content/content-data.server';
import { articleHref, ArticleItems, LinkList } from '../../features/content/items';
import { Pager } from '../../features/content/pager';
import { inlineCss } from '../../lib/inline-css';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/article-list';

export const handle = inlineCss({ content: contentCss });

const PAGE_SIZE = 10;

/** Which list a path shows: the college's three article lists and the news site. */
function listOf(path: string): { category: content.ArticleCategory; section: 'news' | 'operate' | 'reports' | 'industryNews'; base: string; inPath: boolean } {
  if (path.startsWith('/business-college/operate')) return { category: 'operate', section: 'operate', base: '/business-college/operate', inPath: true };
  if (path.startsWith('/business-college/report')) return { category: 'report', section: 'reports', base: '/business-college/report', inPath: true };
  if (path.startsWith('/business-college/ecommerce-intro')) return { category: 'ecommerce', section: 'news', base: '/business-college/ecommerce-intro', inPath: true };
  return { category: 'ecommerce', section: 'industryNews', base: '/IndustryNews', inPath: false };
}

/** One page of articles, rendered on the server; the page number is in the path (college) or `?page=` (news). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { http, lang, path, url } = pageRequest(context, request);
  const list = listOf(path);
  const page = pageNumber(list.inPath ? params.page : url.searchParams.get('page'));
  const [articles, hot] = await Promise.all([
    contentApi.articleList(http, { query: { category: list.category, lang, pageNum: page, pageSize: PAGE_SIZE } }, { verifyCode: false }),
    contentApi.hotArticleInfoList(http, { query: { isArticle: 1, lang, pageNum: 1, pageSize: 6 } }, { verifyCode: false }),
  ]);
  checkPage(page, articles.data.total, PAGE_SIZE);
  return { ...list, page, articles: articles.data, hot: hot.data.list };
}

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const { section, base, inPath, page, articles, hot } = loaderData;
  const title = t(`lists.${section}.title`);
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    ...(section === 'industryNews' ? [] : [{ name: t('nav.collegeHome'), href: '/college/home' }]),
    { name: title, href: inPath ? `${base}/1` : base },
  ];
  const pageTitle = page > 1 ? t('pager.titled', { title, n: page }) : title;
  return (
    <ContentFrame
      crumbs={crumbs}
      title={title}
      lead={t(`lists.${section}.lead`)}
      aside={
        <AsideBox title={t('aside.hot')}>
          <LinkList items={hot.filter((h) => h.kind === 'article').map((h) => ({ href: articleHref(h), title: h.title }))} />
        </AsideBox>
      }
    >
      <ContentMeta
        title={pageTitle}
        description={t(`lists.${section}.lead`)}
        jsonLd={[
          breadcrumbLd(siteOrigin, crumbs, localize),
          { '@type': 'CollectionPage', name: pageTitle, hasPart: articles.list.map((a) => ({ '@type': 'Article', headline: a.title, url: new URL(localize(articleHref(a)), siteOrigin).href })) },
        ]}
      />
      <ArticleItems items={articles.list} />
      <Pager page={page} total={articles.total} pageSize={PAGE_SIZE} href={(n) => (inPath ? `${base}/${n}` : n === 1 ? base : `${base}?page=${n}`)} />
    </ContentFrame>
  );
}

import { useTranslation } from 'react-i18next';
import { contentApi, getHomeCategories, reportApi } from '@marketlens/core/api';
import { formatMoney, formatNumber } from '@marketlens/core/format';
import { AsideBox, ContentFrame } from '../../features/content/content-frame';
import { breadcrumbLd, ContentMeta } from '../../features/content/content-meta';
import { checkPage, notFound, pageNumber, pageRequest } from '../../features/content/content-data.server';
import { ArticleItems } from '../../features/content/items';
import { Pager } from '../../features/content/pager';
import { inlineCss } from '../../lib/inline-css';
import { useLang, useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import contentCss from '../../styles/content.css?url';
import type { Route } from './+types/industry';

export const handle = inlineCss({ content: contentCss });

const PAGE_SIZE = 8;

/**
 * Industry reports: the report articles (a page at a time on /industry/report) beside live figures of
 * a top-level category from the market data (`?typeId=`, the first category by default).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { http, lang, path, url } = pageRequest(context, request);
  const full = path.startsWith('/industry/report');
  const page = full ? pageNumber(url.searchParams.get('page')) : 1;
  const quiet = { verifyCode: false } as const;
  const [categories, reports] = await Promise.all([
    getHomeCategories(http, lang).catch(() => null),
    contentApi.articleList(http, { query: { category: 'report', lang, pageNum: page, pageSize: full ? PAGE_SIZE : 5 } }, quiet),
  ]);
  checkPage(page, reports.data.total, PAGE_SIZE);
  const list = categories?.code === 200 ? categories.data : [];
  const wanted = url.searchParams.get('typeId');
  const category = wanted === null ? list[0] : list.find((c) => String(c.typeId) === wanted);
  if (wanted !== null && !category) notFound();
  const top = category ? await reportApi.dataTop5(http, { query: { typeId: category.typeId, lang } }, quiet).catch(() => null) : null;
  return { full, page, categories: list, category: category ?? null, top: top?.code === 200 ? top.data : null, reports: reports.data };
}

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const { siteOrigin } = useRuntimeConfig();
  const localize = useLocalize();
  const lang = useLang();
  const { full, page, categories, category, top, reports } = loaderData;
  const title = full ? t('industry.reportsTitle') : t('industry.title');
  const base = full ? '/industry/report' : '/industry';
  const crumbs = [
    { name: t('nav.home'), href: '/' },
    { name: t('industry.title'), href: '/industry' },
    ...(full ? [{ name: t('industry.reportsTitle'), href: '/industry/report' }] : []),
  ];
  const figures = (
    <AsideBox title={category ? t('industry.figures', { name: category.typeName }) : t('industry.figuresNone')}>
      <nav className="chips" aria-label={t('industry.pick')}>
        {categories.map((c) => (
          <a key={c.typeId} href={`${localize(base)}?typeId=${c.typeId}`} aria-current={category?.typeId === c.typeId ? 'true' : undefined}>
            {c.typeName}
          </a>
        ))}
      </nav>
      {top && top.length ? (
        <div className="table-scroll">
          <table className="figures">
            <caption>{t('industry.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('industry.sub')}</th>
                <th scope="col">{t('industry.gmv')}</th>
                <th scope="col">{t('industry.share')}</th>
              </tr>
            </thead>
            <tbody>
              {top.map((r) => (
                <tr key={r.typeId}>
                  <th scope="row">{r.typeName}</th>
                  <td>{formatMoney(r.gmv, { lang })}</td>
                  <td>{formatNumber(r.share * 100, { lang })}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty-note">{t('industry.noFigures')}</p>
      )}
      <p className="honest-note">{t('industry.honest')}</p>
    </AsideBox>
  );
  return (
    <ContentFrame crumbs={crumbs} title={title} lead={t('industry.lead')} aside={figures}>
      <ContentMeta title={page > 1 ? t('pager.titled', { title, n: page }) : title} description={t('industry.lead')} canonicalPath={page > 1 ? undefined : base} jsonLd={[breadcrumbLd(siteOrigin, crumbs, localize)]} />
      <h2 className="block-title">{t('industry.latest')}</h2>
      <ArticleItems items={reports.list} headingLevel={3} />
      {full ? (
        <Pager page={page} total={reports.total} pageSize={PAGE_SIZE} href={(n) => (n === 1 ? base : `${base}?page=${n}`)} />
      ) : (
        <p className="back-link">
          <a href={localize('/industry/report')}>{t('industry.all')}</a>
        </p>
      )}
    </ContentFrame>
  );
}

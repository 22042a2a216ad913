import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatShare, formatTimes } from '../../components/workbench/numbers';
import type { HotLists } from '../market/hot-lists.server';
import { useLang, useLocalize } from '../../lib/lang';
import { detailPath, FULL_LIST_PATH, HOT_LISTS, type HotListKey } from '../../lib/workbench-paths';
import type { HomeCategory, HomeMarket } from './home-data.server';

type ListKey = HotListKey;

interface Row {
  key: string | number;
  name: string;
  href: string | null;
  figure: ReactNode;
}

/** Each list's rows with the one figure it ranks by, and where each row opens. */
function rowsOf(list: ListKey, lists: HotLists, lang: Lang, noData: string): Row[] | null {
  switch (list) {
    case 'goods':
      return lists.goods?.map((r) => ({ key: r.goodsId, name: r.goodsName, href: detailPath('goods', r.goodsId), figure: formatCount(r.daySales, lang) })) ?? null;
    case 'categories':
      return lists.categories?.map((r) => ({ key: r.typeId, name: r.typeName, href: detailPath('category', r.typeId), figure: formatCount(r.sales, lang) })) ?? null;
    case 'keywords':
      return lists.keywords?.map((r) => ({ key: r.keyWord, name: r.keyWord, href: r.keywordId ? detailPath('keyword', r.keywordId) : null, figure: formatCount(r.heat, lang) })) ?? null;
    case 'soaringGoods':
      return lists.soaringGoods?.map((r) => ({ key: r.goodsId, name: r.goodsName, href: detailPath('goods', r.goodsId), figure: formatTimes(r.dayGrowth, lang, noData) })) ?? null;
    case 'soaringShops':
      return lists.soaringShops?.map((r) => ({ key: r.mallId, name: r.mallName, href: detailPath('shop', r.mallId), figure: formatTimes(r.yesterdayGrowth, lang, noData) })) ?? null;
    case 'brands':
      return lists.brands?.map((r) => ({ key: r.brandId, name: r.brandName, href: detailPath('brand', r.brandId), figure: formatCount(r.sales, lang) })) ?? null;
  }
}

function Top5({ rows, lang }: { rows: report.CategoryTopRow[]; lang: Lang }) {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  return (
    <ol className="market-top5" aria-label={t('market.top5')} data-testid="market-top5">
      {rows.map((r) => (
        <li key={r.typeId}>
          <a href={localize(detailPath('category', r.typeId))} title={r.typeName}>
            {r.typeName}
          </a>
          <span className="market-share" style={{ ['--share' as string]: `${Math.round(r.share * 100)}%` }}>
            {formatShare(r.share, lang)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Today's market on the home page, rendered on the server: the six hot lists (five rows each) of
 * the whole market or one category, chosen by plain links (`?typeId=…#market`), and the chosen
 * category's largest subcategories. Every row opens its page in the workbench.
 */
export function MarketToday({ market, categories }: { market: HomeMarket; categories: HomeCategory[] | null }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const localize = useLocalize();
  const noData = t('market.noData');
  const home = localize('/');
  const chosen = categories?.find((c) => c.typeId === market.typeId);
  return (
    <section className="section container market" id="market" aria-labelledby="market-title" data-testid="home-market">
      <h2 className="section-title" id="market-title">
        {chosen ? t('market.titleOf', { category: chosen.typeName }) : t('market.title')}
      </h2>
      <p className="section-subtitle">{t('market.lead')}</p>
      {categories ? (
        <nav className="market-picker" aria-label={t('market.picker')} data-testid="market-picker">
          <a href={`${home}#market`} aria-current={market.typeId === undefined ? 'page' : undefined}>
            {t('market.all')}
          </a>
          {categories.map((c) => (
            <a key={c.typeId} href={`${home}?typeId=${c.typeId}#market`} aria-current={c.typeId === market.typeId ? 'page' : undefined}>
              {c.typeName}
            </a>
          ))}
        </nav>
      ) : null}
      {market.top5?.length ? <Top5 rows={market.top5} lang={lang} /> : null}
      <div className="market-grid">
        {HOT_LISTS.map((list) => {
          const rows = rowsOf(list, market.lists, lang, noData);
          const more = `${localize(FULL_LIST_PATH[list])}${market.typeId === undefined ? '' : `?typeId=${market.typeId}`}`;
          return (
            <article key={list} className="market-card" data-testid={`market-${list}`}>
              <header>
                <h3>{t(`market.lists.${list}`)}</h3>
                <span className="market-unit">{t(`market.units.${list}`)}</span>
              </header>
              {rows === null ? (
                <p className="muted">{t('market.failed')}</p>
              ) : rows.length === 0 ? (
                <p className="muted">{t('market.empty')}</p>
              ) : (
                <ol className="market-rows">
                  {rows.map((r, i) => (
                    <li key={r.key}>
                      <span className={i < 3 ? 'market-rank is-top' : 'market-rank'}>{i + 1}</span>
                      {r.href ? (
                        <a className="market-name" href={localize(r.href)} title={r.name}>
                          {r.name}
                        </a>
                      ) : (
                        <span className="market-name">{r.name}</span>
                      )}
                      <span className="market-figure">{r.figure}</span>
                    </li>
                  ))}
                </ol>
              )}
              <a className="market-more" href={more}>
                {t('market.more')}
              </a>
            </article>
          );
        })}
      </div>
    </section>
  );
}

import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { MYSHOP_DAYS, type MyshopDays } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import { MemberGate } from '../../components/workbench/analytics-page';
import { StatePanel } from '../../components/workbench/state-panel';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { useShops } from './api';
import { ShopBar } from './shop-bar';
import { SyncState } from './sync-state';
import { sharedSearch, useMyshopState, type MyshopState } from './url-state';

export type MyshopPageKey = 'overview' | 'skus' | 'market';

const TABS: readonly [MyshopPageKey, string][] = [
  ['overview', '/workbench/myshop/overview'],
  ['skus', '/workbench/myshop/skus'],
  ['market', '/workbench/myshop/market'],
];

/** What a page of "My shops" draws from: the chosen shop, the period inside the plan's history and the page's URL state. */
export interface ShopContext {
  shop: myshop.ShopState;
  days: MyshopDays;
  /** The main account (it alone edits costs and access). */
  isMain: boolean;
  state: MyshopState;
  update: (change: Partial<MyshopState>) => void;
}

/**
 * The frame of the "My shops" pages: title, tabs that keep the shop and the period, the member gate,
 * the first step for a member with no shop, the shop and period pickers and the shop's sync state.
 */
export function MyshopPage({ page, sorts, children }: { page: MyshopPageKey; sorts?: readonly string[]; children: (ctx: ShopContext) => ReactNode }) {
  const { t } = useTranslation('myshop');
  const localize = useLocalize();
  const [params] = useSearchParams();
  const carry = sharedSearch(params);
  return (
    <QueryScope>
      <AntdScope>
        <div className="container analytics myshop" data-testid={`myshop-${page}`}>
          <PageMeta title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
          <header className="analytics-head">
            <h1 className="analytics-title">{t(`pages.${page}.title`)}</h1>
            <p className="analytics-lead">{t(`pages.${page}.description`)}</p>
          </header>
          <nav className="monitor-tabs" aria-label={t('tabs.label')}>
            {TABS.map(([key, path]) => (
              <NavLink key={key} to={localize(path) + carry} className={key === page ? 'monitor-tab is-active' : 'monitor-tab'} aria-current={key === page ? 'page' : undefined} data-testid={`myshop-tab-${key}`}>
                {t(`tabs.${key}`)}
              </NavLink>
            ))}
          </nav>
          <MemberGate>
            <ShopGate sorts={sorts}>{children}</ShopGate>
          </MemberGate>
        </div>
      </AntdScope>
    </QueryScope>
  );
}

const NO_SORTS: readonly string[] = [];

function ShopGate({ sorts = NO_SORTS, children }: { sorts?: readonly string[]; children: (ctx: ShopContext) => ReactNode }) {
  const q = useShops();
  const { state, update } = useMyshopState(sorts);
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} data-testid="myshop-loading" />;
  if (q.data.code !== 200 || !q.data.data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const data = q.data.data;
  const shop = data.list.find((s) => s.id === state.shopId) ?? data.list[0];
  if (!shop) return <NoShop isMain={data.isMain} />;
  // A period beyond the plan's history falls back to the longest the plan allows.
  const allowed = MYSHOP_DAYS.filter((d) => data.historyDays === null || d <= data.historyDays);
  const days = allowed.includes(state.days) ? state.days : (allowed[allowed.length - 1] ?? MYSHOP_DAYS[0]);
  return (
    <section className="analytics-frame" data-testid="myshop-frame" data-shop-id={shop.id} data-phase={shop.phase ?? 'pending'}>
      <ShopBar shops={data.list} shop={shop} days={days} historyDays={data.historyDays} isMain={data.isMain} onChange={(change) => update(change)} />
      <SyncState shop={shop} isMain={data.isMain} />
      {children({ shop, days, isMain: data.isMain, state: { ...state, shopId: shop.id, days }, update })}
    </section>
  );
}

/** The first step of a member with no bound shop: bind one at /moreShopAuthorize. */
function NoShop({ isMain }: { isMain: boolean }) {
  const { t } = useTranslation('myshop');
  const localize = useLocalize();
  return (
    <StatePanel
      status="info"
      title={t('frame.noShopTitle')}
      subTitle={isMain ? t('frame.noShopBody') : t('frame.noShopShared')}
      testId="myshop-no-shop"
      extra={
        isMain ? (
          <Button type="primary" href={localize('/moreShopAuthorize')} data-testid="myshop-bind-link">
            {t('frame.noShopAction')}
          </Button>
        ) : null
      }
    />
  );
}

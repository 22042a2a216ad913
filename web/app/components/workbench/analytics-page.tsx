import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../page-meta';
import { HydrationHoldContext, HydrationHoldMarker, useHydrationHold } from '../../lib/mark-hydrated';
import { MemberViewContext, useServerMember } from '../../lib/member-render';
import { QueryScope } from '../../lib/query-scope';

// Everything below the title loads after the page: antd's theme and locale, the member gate with
// its skeleton and guest warning, and the categories prompt (a modal or a notice, shown after
// hydration at most). A member's page comes from the server with the view drawn; the browser
// hydrates it once this code has arrived.
const AntdScope = lazy(() => import('../../lib/antd-scope').then((m) => ({ default: m.AntdScope })));
const Gate = lazy(() => import('./member-gate').then((m) => ({ default: m.Gate })));
const CategoryPrompt = lazy(() => import('../../features/categories/category-prompt').then((m) => ({ default: m.CategoryPrompt })));

export type PageKey = 'selectionHot' | 'selectionSurge' | 'keywordHot' | 'keywordSoar' | 'keywordHigh' | 'keywordChance' | 'industryHotSelling' | 'industryHighPriced' | 'shopHot' | 'brandTop' | 'bigGeneral' | 'goodsDetail'
  | 'bigMarket' | 'industryGeneral' | 'industryOpportunity' | 'industryBrand' | 'brandGeneral' | 'shopSearch' | 'storeShopGoods' | 'keywordDetail'
  | 'selectionKeywordsReverse' | 'selectionOpportunity' | 'selectionCnRegion' | 'selectionForSale' | 'selectionFollow'
  | 'explosionData' | 'explosionDetails' | 'explosionHistory';

/**
 * The frame of every workbench analytics page: title and description, the query and antd scopes,
 * and the member gate: a guest sees the spec's guest warning and the way in instead of the view.
 */
export function AnalyticsPage({ page, children }: { page: PageKey; children: ReactNode }) {
  const { t } = useTranslation('analytics');
  // The page is not marked hydrated until the view below has hydrated (its code loads after the page).
  const hold = useHydrationHold();
  return (
    <HydrationHoldContext value={hold}>
      <QueryScope>
        <div className="container analytics" data-testid={`analytics-${page}`}>
          <HydrationHoldMarker id={hold} />
          <PageMeta title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
          <header className="analytics-head">
            <h1 className="analytics-title">{t(`pages.${page}.title`)}</h1>
            <p className="analytics-lead">{t(`pages.${page}.description`)}</p>
          </header>
          <Suspense fallback={null}>
            <AntdScope>
              <MemberGate rendersOnServer>
                <Suspense fallback={null}>
                  <CategoryPrompt />
                </Suspense>
                {children}
              </MemberGate>
            </AntdScope>
          </Suspense>
        </div>
      </QueryScope>
    </HydrationHoldContext>
  );
}

/**
 * Members see the children; a guest (once the page has hydrated and read the session) sees the guest
 * warning. With `rendersOnServer` a member's page comes from the server with the view and its first
 * data in it (lib/member-render.tsx); otherwise, and for a guest, the server's copy holds a skeleton
 * until the browser knows who is there.
 */
export function MemberGate({ children, rendersOnServer = false }: { children: ReactNode; rendersOnServer?: boolean }) {
  const serverMember = useServerMember();
  return (
    <MemberViewContext value={rendersOnServer && serverMember}>
      <Suspense fallback={null}>
        <Gate>{children}</Gate>
      </Suspense>
    </MemberViewContext>
  );
}

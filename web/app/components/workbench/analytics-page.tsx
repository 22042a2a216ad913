import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';
import { MemberViewContext, useServerMember } from '../../lib/member-render';
import { QueryScope } from '../../lib/query-scope';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { StatePanel } from './state-panel';
import { CategoryPrompt } from '../../features/categories/category-prompt';

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
  return (
    <QueryScope>
      <AntdScope>
        <div className="container analytics" data-testid={`analytics-${page}`}>
          <PageMeta title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
          <header className="analytics-head">
            <h1 className="analytics-title">{t(`pages.${page}.title`)}</h1>
            <p className="analytics-lead">{t(`pages.${page}.description`)}</p>
          </header>
          <MemberGate rendersOnServer>
            <CategoryPrompt />
            {children}
          </MemberGate>
        </div>
      </AntdScope>
    </QueryScope>
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
      <Gate>{children}</Gate>
    </MemberViewContext>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  if (!hydrated && !loggedIn) return <Skeleton active paragraph={{ rows: 8 }} />;
  return loggedIn ? children : <GuestWarning />;
}

/** Spec §6: a guest opening a member page is told to log in, with the way in. */
function GuestWarning() {
  const { t } = useTranslation('analytics');
  const { t: tc } = useTranslation('common');
  const localize = useLocalize();
  return (
    <StatePanel
      status="warning"
      title={tc('guestGuard')}
      testId="guest-warning"
      extra={
        <>
          <Button type="primary" href={localize('/login')}>
            {t('guest.login')}
          </Button>
          <Button href={localize('/register')}>{t('guest.register')}</Button>
        </>
      }
    />
  );
}

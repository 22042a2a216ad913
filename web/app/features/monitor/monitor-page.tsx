import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MemberGate } from '../../components/workbench/analytics-page';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';
import { HydrationHoldContext, HydrationHoldMarker, useHydrationHold } from '../../lib/mark-hydrated';
import { QueryScope } from '../../lib/query-scope';

// antd's theme and the member gate load after the page, like the analytics pages' (the lists and
// the notification centre are lazy in lazy-views.tsx); the server's copy stays on
// screen until they have hydrated it.
const AntdScope = lazy(() => import('../../lib/antd-scope').then((m) => ({ default: m.AntdScope })));

export type MonitorPageKey = 'goods' | 'shop' | 'keyword' | 'notice';

const TABS: readonly [MonitorPageKey, string][] = [
  ['goods', '/workbench/monitor/product'],
  ['shop', '/workbench/monitor/shop'],
  ['keyword', '/workbench/monitor/keyword'],
  ['notice', '/workbench/monitor/notice'],
];

/** The frame of the monitoring pages: the workbench page frame, tabs between goods, shops, words and notifications, and the member gate. */
export function MonitorPage({ page, children }: { page: MonitorPageKey; children: ReactNode }) {
  const { t } = useTranslation('monitor');
  const localize = useLocalize();
  // The page is not marked hydrated until the gate below has hydrated (its code loads after the page).
  const hold = useHydrationHold();
  return (
    <HydrationHoldContext value={hold}>
      <QueryScope>
        <div className="container analytics monitor" data-testid={`monitor-${page}`}>
          <HydrationHoldMarker id={hold} />
          <PageMeta title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
          <header className="analytics-head">
            <h1 className="analytics-title">{t(`pages.${page}.title`)}</h1>
            <p className="analytics-lead">{t(`pages.${page}.description`)}</p>
          </header>
          <nav className="monitor-tabs" aria-label={t('pages.notice.title')}>
            {TABS.map(([key, path]) => (
              <NavLink key={key} to={localize(path)} className={key === page ? 'monitor-tab is-active' : 'monitor-tab'} aria-current={key === page ? 'page' : undefined}>
                {t(`tabs.${key}`)}
              </NavLink>
            ))}
          </nav>
          <Suspense fallback={null}>
            <AntdScope>
              <MemberGate>{children}</MemberGate>
            </AntdScope>
          </Suspense>
        </div>
      </QueryScope>
    </HydrationHoldContext>
  );
}

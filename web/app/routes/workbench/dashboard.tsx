import { lazy, Suspense } from 'react';
import { HydrationHoldMarker, ReleaseHydrationHold, useHydrationHold } from '../../lib/mark-hydrated';
import { QueryScope } from '../../lib/query-scope';

// The page's first scripts are only the frame's: antd's theme, the dashboard's panels, hot lists and
// the categories prompt load after it, and hydrate the server's copy, which stays on screen meanwhile.
const AntdScope = lazy(() => import('../../lib/antd-scope').then((m) => ({ default: m.AntdScope })));
const Dashboard = lazy(() =>
  import('../../features/dashboard/dashboard-view').then((m) => ({
    default: m.Dashboard,
  })),
);

/**
 * The member's start page: membership and what the tier allows, bound categories, today's six hot
 * lists for those categories, the detail views opened last, and the pages used most.
 */
export default function DashboardPage() {
  // The page is not marked hydrated until the dashboard below has hydrated.
  const hold = useHydrationHold();
  return (
    <QueryScope>
      <HydrationHoldMarker id={hold} />
      <Suspense fallback={null}>
        <AntdScope>
          <Dashboard />
          <ReleaseHydrationHold id={hold} />
        </AntdScope>
      </Suspense>
    </QueryScope>
  );
}

import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { MarketOverview } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/big-general';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** Market overview: totals, daily trend, share by category. */
export default function Page() {
  return (
    <AnalyticsPage page="bigGeneral">
      <MarketOverview />
    </AnalyticsPage>
  );
}

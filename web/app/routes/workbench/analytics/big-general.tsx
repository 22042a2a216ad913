import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { MarketOverview } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Market overview: totals, daily trend, share by category. */
export default function Page() {
  return (
    <AnalyticsPage page="bigGeneral">
      <MarketOverview />
    </AnalyticsPage>
  );
}

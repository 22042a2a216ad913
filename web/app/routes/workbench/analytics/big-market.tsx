import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Market analysis: every category side by side, the window against the previous one, its share of revenue and brand concentration. */
export default function Page() {
  return (
    <AnalyticsPage page="bigMarket">
      <GroupList page="bigMarket" kind="category" extra={['prevSales', 'share', 'concentration']} />
    </AnalyticsPage>
  );
}

import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** High-ticket categories: the categories of a scope that sold above the volume floor, ranked by average price. */
export default function Page() {
  return (
    <AnalyticsPage page="industryHighPriced">
      <GroupList page="industryHighPriced" kind="category" defaultSort="avgPrice" fixed={{ volumeFloor: 1 }} />
    </AnalyticsPage>
  );
}

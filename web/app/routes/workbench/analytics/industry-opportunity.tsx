import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Opportunity categories: high growth and low brand concentration, ranked by the opportunity index with its parts. */
export default function Page() {
  return (
    <AnalyticsPage page="industryOpportunity">
      <GroupList page="industryOpportunity" kind="category" defaultSort="opportunity" extra={['concentration', 'opportunity']} />
    </AnalyticsPage>
  );
}

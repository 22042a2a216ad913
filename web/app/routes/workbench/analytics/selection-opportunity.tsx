import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../features/analytics/lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Potential goods: rising sales, few reviews, a young listing and little competition, by their score. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionOpportunity">
      <GoodsList page="selectionOpportunity" defaultSort="opportunity" fixed={{ growthMin: 1 }} extra={['opportunity', 'reviews', 'listedOn']} profit />
    </AnalyticsPage>
  );
}

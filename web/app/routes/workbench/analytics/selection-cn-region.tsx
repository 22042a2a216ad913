import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../features/analytics/lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Chinese sellers' goods: goods of cross-border shops shipping from China, by units sold. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionCnRegion">
      <GoodsList page="selectionCnRegion" defaultSort="sales" fixed={{ sellerType: 'cn' }} extra={['seller', 'rating', 'reviews']} profit />
    </AnalyticsPage>
  );
}

import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** New listings: goods listed inside the window, ranked by their early sales. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionForSale">
      <GoodsList page="selectionForSale" defaultSort="sales" fixed={{ listedInWindow: 1 }} extra={['listedOn', 'seller', 'reviews']} profit />
    </AnalyticsPage>
  );
}

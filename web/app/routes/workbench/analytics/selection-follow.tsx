import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Follow-sell opportunities: cards that sell well with few sellers on them, and their lowest price. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionFollow">
      <GoodsList page="selectionFollow" defaultSort="sales" fixed={{ sellersMax: 3 }} extra={['sellers']} profit />
    </AnalyticsPage>
  );
}

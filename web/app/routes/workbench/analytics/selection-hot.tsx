import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Hot sellers: goods ranked by units sold in the window. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionHot">
      <GoodsList page="selectionHot" defaultSort="sales" profit />
    </AnalyticsPage>
  );
}

import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Soaring goods: growth against the previous window, goods that sold in both windows. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionSurge">
      <GoodsList page="selectionSurge" defaultSort="growth" fixed={{ growthMin: 1 }} profit />
    </AnalyticsPage>
  );
}

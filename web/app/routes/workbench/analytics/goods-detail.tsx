import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsDetail } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** One goods: daily sales, revenue and price as charts, its rank in its subcategory. */
export default function Page() {
  return (
    <AnalyticsPage page="goodsDetail">
      <GoodsDetail />
    </AnalyticsPage>
  );
}

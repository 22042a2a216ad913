import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { GoodsDetail } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import type { Route } from './+types/goods-detail';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: analyticsCss }];

/** One goods: daily sales, revenue and price as charts, its rank in its subcategory. */
export default function Page() {
  return (
    <AnalyticsPage page="goodsDetail">
      <GoodsDetail />
    </AnalyticsPage>
  );
}

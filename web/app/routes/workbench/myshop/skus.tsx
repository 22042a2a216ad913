import { MYSHOP_SKU_SORTS } from '@marketlens/core/constants';
import { MyshopPage } from '../../../features/myshop/myshop-page';
import { SkuTable } from '../../../features/myshop/sku-table';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import myshopCss from '../../../styles/myshop.css?url';
import type { Route } from './+types/skus';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: analyticsCss },
  { rel: 'stylesheet', href: monitorCss },
  { rel: 'stylesheet', href: myshopCss },
];

/** My shops, SKUs: per SKU revenue, charges, costs, profit and margin, stock and days of cover, the funnel; unit costs edited, imported or taken from a template. */
export default function Page() {
  return (
    <MyshopPage page="skus" sorts={MYSHOP_SKU_SORTS}>
      {(ctx) => <SkuTable {...ctx} />}
    </MyshopPage>
  );
}

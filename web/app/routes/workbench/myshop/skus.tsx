import { MYSHOP_SKU_SORTS } from '@marketlens/core/constants';
import { MyshopPage } from '../../../features/myshop/myshop-page';
import { SkuTable } from '../../../features/myshop/sku-table';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import myshopCss from '../../../styles/myshop.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss, myshop: myshopCss });

/** My shops, SKUs: per SKU revenue, charges, costs, profit and margin, stock and days of cover, the funnel; unit costs edited, imported or taken from a template. */
export default function Page() {
  return (
    <MyshopPage page="skus" sorts={MYSHOP_SKU_SORTS}>
      {(ctx) => <SkuTable {...ctx} />}
    </MyshopPage>
  );
}

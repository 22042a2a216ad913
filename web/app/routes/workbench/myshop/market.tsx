import { MYSHOP_MARKET_SORTS } from '@marketlens/core/constants';
import { MarketTable } from '../../../features/myshop/market-table';
import { MyshopPage } from '../../../features/myshop/myshop-page';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import myshopCss from '../../../styles/myshop.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss, myshop: myshopCss });

/** My shops, against the market: each SKU beside its category's market, the follow-sellers, and the market's estimate against the exact numbers. */
export default function Page() {
  return (
    <MyshopPage page="market" sorts={MYSHOP_MARKET_SORTS}>
      {(ctx) => <MarketTable {...ctx} />}
    </MyshopPage>
  );
}

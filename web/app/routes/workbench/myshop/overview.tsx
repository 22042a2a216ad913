import { MyshopPage } from '../../../features/myshop/myshop-page';
import { ShopOverview } from '../../../features/myshop/overview';
import analyticsCss from '../../../styles/analytics.css?url';
import monitorCss from '../../../styles/monitor.css?url';
import myshopCss from '../../../styles/myshop.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, monitor: monitorCss, myshop: myshopCss });

/** My shops, overview: the shop's exact figures of the period against the previous one, by day, and Ozon's charges by kind. */
export default function Page() {
  return <MyshopPage page="overview">{(ctx) => <ShopOverview {...ctx} />}</MyshopPage>;
}

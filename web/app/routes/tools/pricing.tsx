import { PricingPage } from '../../features/pricing/pricing-page';
import pricingCss from '../../styles/pricing.css?url';
import analyticsCss from '../../styles/analytics.css?url';
import type { Route } from './+types/pricing';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: analyticsCss },
  { rel: 'stylesheet', href: pricingCss },
];

/** The pricing calculators: cross-border (`/tools/`) and local (`/tools/?toolType=1`). */
export default function Page() {
  return <PricingPage />;
}

import { PricingPage } from '../../features/pricing/pricing-page';
import pricingCss from '../../styles/pricing.css?url';
import analyticsCss from '../../styles/analytics.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, pricing: pricingCss });

/** The pricing calculators: cross-border (`/tools/`) and local (`/tools/?toolType=1`). */
export default function Page() {
  return <PricingPage />;
}

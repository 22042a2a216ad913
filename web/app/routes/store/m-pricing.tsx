import { useSearchParams } from 'react-router';
import { CheckoutPage } from '../../features/store/checkout-page';
import { PricingPage } from '../../features/store/pricing-page';
import { loadPlans } from '../../features/store/store-data.server';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import { useHydrated } from '../../lib/use-hydrated';
import storeCss from '../../styles/store.css?url';
import type { Route } from './+types/m-pricing';
import { inlineCss, type InlineCssHandle } from '../../lib/inline-css';

// The header's title comes from the mobile namespace's lookup; `store:` names this page's own namespace.
export const handle: MobileTitleHandle & InlineCssHandle = { ...inlineCss({ store: storeCss }), mobileTitle: 'store:pricing.mobileTitle' };

export function loader({ context }: Route.LoaderArgs) {
  return loadPlans(context);
}

/**
 * The plans page on the mobile site (`/m/pricing`); a chosen plan (`?plan=`) or a gateway's return
 * (`?order=`, `?paid=`) turns it into the checkout. The query is read in the browser only: the
 * server renders the plans for every address of the page.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const checkout = hydrated && (params.has('plan') || params.has('order') || params.has('paid'));
  return checkout ? <CheckoutPage data={loaderData.catalog} mobile /> : <PricingPage data={loaderData.catalog} mobile />;
}

import { CheckoutPage } from '../../features/store/checkout-page';
import { loadPlans } from '../../features/store/store-data.server';
import storeCss from '../../styles/store.css?url';
import type { Route } from './+types/checkout';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ store: storeCss });

/** The plans on sale and the payment methods of this server come with the page. */
export function loader({ context }: Route.LoaderArgs) {
  return loadPlans(context);
}

/** The checkout (`/pricing/checkout?plan=`): plan, coupon, the server's quote, the payment and its result. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData.catalog} />;
}

import { PricingPage } from '../../features/store/pricing-page';
import { loadPlans } from '../../features/store/store-data.server';
import storeCss from '../../styles/store.css?url';
import type { Route } from './+types/pricing';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ store: storeCss });

/** The plans and their prices come with the page's HTML (and from this loader on a navigation inside the site). */
export function loader({ context }: Route.LoaderArgs) {
  return loadPlans(context);
}

/** The plans page (`/pricing`): the tiers, durations, renewal cards and the trial. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <PricingPage data={loaderData.catalog} />;
}

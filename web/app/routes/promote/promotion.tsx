import { loadPromotion } from '../../features/promote/promote-data.server';
import { PromotionView } from '../../features/promote/promotion-view';
import type { Route } from './+types/promotion';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPromotion(context, request, params.id);
}

/** `/promotion/{id?}` on desktop: a promotion and its sign-up (phones are sent to `/m/promotion/...`). */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  return <PromotionView data={loaderData} site="desktop" />;
}

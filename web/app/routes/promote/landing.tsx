import { PromoteLanding } from '../../features/promote/landing';
import { loadPromote } from '../../features/promote/promote-data.server';
import type { PromoteVariant } from '../../features/promote/variants';
import type { Route } from './+types/landing';

/** `/promote/pc`, `/promote/pc2`, `/promote/landpage/1`, and a channel's own `/promote/{index}` (or `?urlCode=`). */
function variantOf(pathname: string): PromoteVariant {
  if (/\/promote\/pc\/?$/.test(pathname)) return 'pc';
  if (/\/promote\/pc2\/?$/.test(pathname)) return 'pc2';
  if (/\/promote\/landpage\//.test(pathname)) return 'landpage';
  return 'channel';
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  const variant = variantOf(new URL(request.url).pathname);
  return loadPromote(context, request, variant, variant === 'channel' ? params.index : undefined);
}

/** A desktop promote page, server-rendered with its live market figures and its registration form. */
export default function PromoteLandingPage({ loaderData }: Route.ComponentProps) {
  return <PromoteLanding data={loaderData} />;
}

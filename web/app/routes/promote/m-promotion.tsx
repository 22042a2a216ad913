import { PromoteMobileHeader } from '../../features/promote/promote-mobile-header';
import { loadPromotion } from '../../features/promote/promote-data.server';
import { PromotionView } from '../../features/promote/promotion-view';
import { AntdScope } from '../../lib/antd-scope';
import promoteCss from '../../styles/promote.css?url';
import type { Route } from './+types/m-promotion';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ promote: promoteCss });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPromotion(context, request, params.id);
}

/** `/m/promotion/{id?}`: the promotion in the mobile frame (desktop browsers are sent to `/promotion/...`). */
export default function MobilePromotionPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PromoteMobileHeader channel={loaderData.channel} />
      <AntdScope>
        <PromotionView data={loaderData} site="mobile" />
      </AntdScope>
    </>
  );
}

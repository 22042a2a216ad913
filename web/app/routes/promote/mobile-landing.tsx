import { PromoteMobileLanding } from '../../features/promote/landing';
import { PromoteMobileHeader } from '../../features/promote/promote-mobile-header';
import { loadPromote } from '../../features/promote/promote-data.server';
import { AntdScope } from '../../lib/antd-scope';
import promoteCss from '../../styles/promote.css?url';
import type { Route } from './+types/mobile-landing';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ promote: promoteCss });

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  return loadPromote(context, request, path.endsWith('mobile3') ? 'mobile3' : path.endsWith('mobile2') ? 'mobile2' : 'mobile');
}

/** `/promote/mobile`, `/promote/mobile2` (phone and code only), `/promote/mobile3` (WeChat scan first), in the mobile frame. */
export default function PromoteMobilePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PromoteMobileHeader channel={loaderData.channel} />
      <AntdScope>
        <PromoteMobileLanding data={loaderData} />
      </AntdScope>
    </>
  );
}

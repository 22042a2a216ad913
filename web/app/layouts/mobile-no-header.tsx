import { MobileFrame } from '../features/mobile/mobile-frame';
import { inlineCss } from '../lib/inline-css';
import mobileCss from '../styles/mobile.css?url';

/** The mobile site's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ mobile: mobileCss });

/** The mobile layout without the header: pages that draw their own top (the lottery, promotions). */
export default function MobileNoHeaderLayout() {
  return <MobileFrame header={false} tabBar={true} />;
}

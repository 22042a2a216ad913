import { MobileFrame } from '../features/mobile/mobile-frame';
import { inlineCss } from '../lib/inline-css';
import mobileCss from '../styles/mobile.css?url';

/** The mobile site's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ mobile: mobileCss });

/** The mobile blank layout: the page alone (registration, prize claim, success). */
export default function MobileBlankLayout() {
  return <MobileFrame header={false} tabBar={false} />;
}

import { MobileFrame } from '../features/mobile/mobile-frame';
import { inlineCss } from '../lib/inline-css';
import mobileCss from '../styles/mobile.css?url';

/** The mobile site's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ mobile: mobileCss });

/** The mobile layout: header and tab bar. */
export default function MobileLayout() {
  return <MobileFrame header={true} tabBar={true} />;
}

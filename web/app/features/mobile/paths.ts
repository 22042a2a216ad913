import { stripLangPrefix } from '@marketlens/core/i18n';

/** The tab bar's pages (spec section 2): their headers show the logo and the account, not a back button. */
export const MOBILE_TABS = Object.freeze([
  { key: 'home', path: '/m' },
  { key: 'product', path: '/m/product' },
  { key: 'community', path: '/m/QACommunity' },
  { key: 'about', path: '/m/about' },
] as const);
export type MobileTabKey = (typeof MOBILE_TABS)[number]['key'];

/** The tab a path belongs to, if it is one of the tab pages. */
export function tabOf(pathname: string): MobileTabKey | undefined {
  const bare = stripLangPrefix(pathname).replace(/\/$/, '') || '/';
  return MOBILE_TABS.find((tab) => tab.path === bare)?.key;
}

/** True for a page of the mobile site (`/m`, `/m/...` in any language). */
export function isMobilePath(pathname: string): boolean {
  return /^\/m(?:\/|$)/.test(stripLangPrefix(pathname));
}

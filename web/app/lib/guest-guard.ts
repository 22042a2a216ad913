import { stripLangPrefix } from '@marketlens/core/i18n';

/**
 * The pages a guest may open, written down once; every other page of the site is for members, and
 * every way into one (a header, footer or teaser link, a link inside an article, a mobile tab, an
 * address typed or opened from the extension) shows the guest warning (`GuestGuard`).
 *
 * The spec (section 6): the home page, the workbench dashboard entry, the college home and the
 * public news site. The decisions add what the product publishes to everyone: the pages that sign
 * a visitor in or up, the about page, the college's and the community's content (rendered for search
 * engines), the mobile site and its lottery, the promote pages, the legal pages, the plans, and the
 * operations console (which has its own sign-in).
 */
const GUEST_PATHS: readonly RegExp[] = [
  // The spec's four.
  /^\/$/,
  /^\/workbench\/dashboard\/?$/,
  /^\/college\/home\/?$/,
  /^\/IndustryNews(Details)?(\/|$)/,
  // Signing in and up, and what follows it.
  /^\/(login|register|oauth|success)\/?$/,
  /^\/workbench\/login\/?$/,
  // The public content: the about page, the college, the articles, courses, guides and the Q&A community.
  /^\/about\/?$/,
  /^\/business-college(\/(ecommerce-intro|operate|report|online-courses|electricity)(\/[^/]*)?)?\/?$/,
  /^\/(lesson|noviceGuide|resource)(\/[^/]+)?\/?$/,
  /^\/(article|report|electricity-detail|post|answerDetail|QACommunity)(\/|$)/,
  /^\/industry(\/report)?\/?$/,
  /^\/pricing\/?$/,
  // Feedback may be sent by anyone; a member also reads the answers to their own.
  /^\/feedback\/?$/,
  // The lottery, the mobile site (its prize claim is the member's own) and the promote pages.
  /^\/lottery\/?$/,
  /^\/m(\/(product|about|agreement|policy|DeliveryInfo|download|lottery|register|feedback|pricing))?\/?$/,
  /^\/m\/(QACommunity|answerDetail|promotion)(\/|$)/,
  /^\/(promote|promotion)(\/|$)/,
  // The operations console signs operators in itself.
  /^\/admin(\/|$)/,
];

/** True when a guest may open this site path (with or without a language prefix, query or hash). */
export function isOpenToGuests(url: string): boolean {
  const pathname = stripLangPrefix(url.split(/[?#]/)[0] || '/');
  return GUEST_PATHS.some((re) => re.test(pathname));
}

/** True on the mobile site (`/m`, `/en/m/...`), whose guest warning has its own wording. */
export function isMobileSitePath(url: string): boolean {
  return /^\/m(\/|$)/.test(stripLangPrefix(url.split(/[?#]/)[0] || '/'));
}

/** Analytics app id of the product (spec section 3). */
export const ANALYTICS_APP_ID = 'ozon';

/** Event names the site reports (spec section 7, "Other"). */
export const ANALYTICS_EVENTS = Object.freeze({
  functionButtonClick: 'FunctionButtonClick',
  webTopNavClick: 'WebTopNavClick',
  adFormSubmit: 'AdFormSubmit',
  adOrder: 'AdOrder',
  register: 'Register',
});
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

/** Where events go; the apps pass their analytics SDK behind this. */
export interface Analytics {
  track(event: AnalyticsEvent, props?: AnalyticsProps): void;
  /** Links the anonymous id with the account's distinct id after a new registration. */
  identify(distinctId: string): void;
}

/** Analytics that drops every event (server rendering, tests that do not look at events). */
export const noAnalytics: Analytics = Object.freeze({ track() {}, identify() {} });

/** The event of the mobile site's contact-customer-service button. */
export function contactServiceClick(): [AnalyticsEvent, AnalyticsProps] {
  return [ANALYTICS_EVENTS.functionButtonClick, { first_module: 'H5 website', button_name: 'contact customer service' }];
}

/** The event of a header navigation click. */
export function topNavClick(contentName: string): [AnalyticsEvent, AnalyticsProps] {
  return [ANALYTICS_EVENTS.webTopNavClick, { content_name: contentName }];
}

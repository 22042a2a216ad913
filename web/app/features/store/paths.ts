/** Where a chosen plan is paid: the checkout page on the desktop site, a step of the plans page on the mobile site. */
export function checkoutPath(planId: number, mobile: boolean): string {
  return mobile ? `/m/pricing?plan=${planId}` : `/pricing/checkout?plan=${planId}`;
}

/** The plans page of the desktop or the mobile site. */
export function pricingPath(mobile: boolean): string {
  return mobile ? '/m/pricing' : '/pricing';
}

/** Where a gateway's page (H5, wap, cashier) sends the buyer back: the same checkout, which waits for the order it remembered. */
export function returnPath(mobile: boolean): string {
  return mobile ? '/m/pricing?paid=1' : '/pricing/checkout?paid=1';
}

/** The checkout waiting for one order (the orders page's "pay" of an unpaid order, a gateway's return). */
export function orderPath(orderNo: string, mobile: boolean): string {
  return `${mobile ? '/m/pricing' : '/pricing/checkout'}?order=${encodeURIComponent(orderNo)}`;
}

const LAST_ORDER_KEY = 'marketlens:store-order';

/** Remembers the order a gateway's page is about to pay, for the page it comes back to. */
export function rememberOrder(orderNo: string): void {
  try {
    window.sessionStorage.setItem(LAST_ORDER_KEY, orderNo);
  } catch {
    // Storage refused (private mode): the orders page still shows the order.
  }
}

/** The order remembered before leaving for a gateway's page, if any. */
export function rememberedOrder(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_ORDER_KEY);
  } catch {
    return null;
  }
}

/** The login page that comes back to `target` (a path of this site) once the visitor signed in or registered. */
export function loginThen(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

export const ORDERS_PATH = '/account/orders';
export const CATEGORIES_PATH = '/account/categories';
export const WORKBENCH_PATH = '/workbench/dashboard';

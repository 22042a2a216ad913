import type { store } from '@marketlens/core/contract';

type PayMethod = store.PayMethod;
type PayChannel = store.PayChannel;

/** True inside WeChat's own browser, where only JSAPI pays (H5 pay is refused there). */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export interface Device {
  /** The checkout runs on the mobile site. */
  readonly mobile: boolean;
  readonly userAgent: string;
  /** The code WeChat's OAuth redirect brought back (the buyer's openid is read from it on the server). */
  readonly wechatCode?: string | null;
}

/**
 * How a method pays on this device: on desktop WeChat Native and Alipay's QR (precreate), both a QR
 * code to scan with the phone; on the mobile site Alipay's wap pay and WeChat's H5 pay, or JSAPI
 * inside WeChat once WeChat's OAuth step gave a code. The development provider takes every channel
 * and is asked as the real method of the device would be.
 */
export function channelFor(method: PayMethod, device: Device): PayChannel {
  if (method === 'alipay') return device.mobile ? 'wap' : 'qr';
  if (!device.mobile) return 'native';
  return isWeChatBrowser(device.userAgent) && device.wechatCode ? 'jsapi' : 'h5';
}

/** True when WeChat Pay inside WeChat must first send the buyer through WeChat's OAuth step for a code. */
export function needsWeChatCode(method: PayMethod, device: Device, appId: string | undefined): boolean {
  return method === 'wechat' && device.mobile && isWeChatBrowser(device.userAgent) && !device.wechatCode && Boolean(appId);
}

/** WeChat's silent OAuth address (snsapi_base) that comes back to `returnUrl` with `?code=`. */
export function wechatOAuthUrl(appId: string, returnUrl: string): string {
  const q = new URLSearchParams({ appid: appId, redirect_uri: returnUrl, response_type: 'code', scope: 'snsapi_base', state: 'pay' });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${q.toString()}#wechat_redirect`;
}

interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: object, done: (res: { err_msg?: string }) => void): void;
}

/** Opens WeChat's pay sheet inside WeChat; resolves true when WeChat says the buyer paid (the order poll confirms it). */
export function invokeWeChatPay(params: object): Promise<boolean> {
  return new Promise((resolve) => {
    const run = () => {
      const bridge = (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;
      if (!bridge) return resolve(false);
      bridge.invoke('getBrandWCPayRequest', params, (res) => resolve(res.err_msg === 'get_brand_wcpay_request:ok'));
    };
    if ((window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge) run();
    else document.addEventListener('WeixinJSBridgeReady', run, { once: true });
  });
}

/** Whole seconds from `now` until `until` (never below 0). */
export function secondsLeft(until: string, now: number): number {
  const end = Date.parse(until);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}

/** A countdown as m:ss. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

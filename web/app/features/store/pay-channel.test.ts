import { describe, expect, it } from 'vitest';
import { channelFor, clock, needsWeChatCode, secondsLeft, wechatOAuthUrl } from './pay-channel';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WECHAT = `${PHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

describe('how each method pays on each device', () => {
  it('shows a QR code on the desktop: WeChat Native and Alipay precreate', () => {
    expect(channelFor('wechat', { mobile: false, userAgent: DESKTOP })).toBe('native');
    expect(channelFor('alipay', { mobile: false, userAgent: DESKTOP })).toBe('qr');
    expect(channelFor('dev', { mobile: false, userAgent: DESKTOP })).toBe('native');
  });

  it('pays on the phone through Alipay wap and WeChat H5, and through JSAPI inside WeChat once it has the OAuth code', () => {
    expect(channelFor('alipay', { mobile: true, userAgent: PHONE })).toBe('wap');
    expect(channelFor('wechat', { mobile: true, userAgent: PHONE })).toBe('h5');
    expect(channelFor('wechat', { mobile: true, userAgent: WECHAT, wechatCode: 'abc' })).toBe('jsapi');
    expect(channelFor('wechat', { mobile: true, userAgent: WECHAT })).toBe('h5');
  });

  it('sends a buyer inside WeChat through the silent OAuth step first, only when the server names its app', () => {
    expect(needsWeChatCode('wechat', { mobile: true, userAgent: WECHAT }, 'wx123')).toBe(true);
    expect(needsWeChatCode('wechat', { mobile: true, userAgent: WECHAT, wechatCode: 'abc' }, 'wx123')).toBe(false);
    expect(needsWeChatCode('wechat', { mobile: true, userAgent: WECHAT }, undefined)).toBe(false);
    expect(needsWeChatCode('alipay', { mobile: true, userAgent: WECHAT }, 'wx123')).toBe(false);
    expect(needsWeChatCode('wechat', { mobile: true, userAgent: PHONE }, 'wx123')).toBe(false);
  });

  it('builds the OAuth address that comes back to the checkout', () => {
    const url = new URL(wechatOAuthUrl('wx123', 'https://example.com/m/pricing?plan=12&method=wechat'));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(url.searchParams.get('appid')).toBe('wx123');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.searchParams.get('redirect_uri')).toBe('https://example.com/m/pricing?plan=12&method=wechat');
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('the countdown of an unpaid order', () => {
  it('counts whole seconds down to zero and shows them as m:ss', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(secondsLeft('2026-06-01T00:15:00Z', now)).toBe(900);
    expect(secondsLeft('2026-06-01T00:00:00.200Z', now)).toBe(1);
    expect(secondsLeft('2026-05-31T23:59:00Z', now)).toBe(0);
    expect(clock(900)).toBe('15:00');
    expect(clock(65)).toBe('1:05');
    expect(clock(0)).toBe('0:00');
  });
});

/**
 * Chat apps' built-in browsers (WeChat, QQ, Weibo, DingTalk, Alipay, Feishu/Lark, Facebook, Instagram,
 * LINE) swallow downloads silently, so the site refuses there and asks for a manual save instead.
 */
const IN_APP_BROWSER = /MicroMessenger|WeChat|QQ\/|MQQBrowser|Weibo|DingTalk|AlipayClient|Lark|Feishu|FBAN|FBAV|Instagram|Line\//i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}

/** Whether this browser can save a drawn image as a file: download links, canvas export, no chat-app shell. */
export function canDownloadImages(): boolean {
  if (typeof document === 'undefined') return false;
  if (isInAppBrowser(navigator.userAgent)) return false;
  const link = document.createElement('a');
  const canvas = document.createElement('canvas');
  return 'download' in link && typeof canvas.toBlob === 'function' && typeof URL.createObjectURL === 'function';
}

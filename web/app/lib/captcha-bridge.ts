import type { CaptchaResult, CaptchaWidget } from '@marketlens/core/http';

type Opener = () => Promise<CaptchaResult>;
let opener: Opener | null = null;

/** The slider captcha host registers how to open the puzzle (see CaptchaHost). */
export function registerCaptchaOpener(next: Opener | null): void {
  opener = next;
}

/** Core's captcha widget on the website: opens the slider puzzle; closing it answers ret 2 (not passed). */
export const webCaptcha: CaptchaWidget = {
  verify: () => (opener ? opener() : Promise.resolve({ ret: 2 })),
};

/** The hosted widget's global (Tencent Cloud Captcha): built with the app id and a callback, then shown. */
type HostedWidget = new (
  appId: string,
  callback: (res: { ret: number; ticket?: string | null; randstr?: string | null }) => void,
  options?: { userLanguage?: string },
) => { show(): void };

let hostedScript: Promise<HostedWidget> | null = null;

function loadHostedScript(src: string): Promise<HostedWidget> {
  hostedScript ??= new Promise<HostedWidget>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => {
      const widget = (window as unknown as { TencentCaptcha?: HostedWidget }).TencentCaptcha;
      if (widget) resolve(widget);
      else reject(new Error('captcha script has no widget'));
    };
    el.onerror = () => reject(new Error('captcha script failed to load'));
    document.head.appendChild(el);
  }).catch((err: unknown) => {
    hostedScript = null;
    throw err;
  });
  return hostedScript;
}

/** The widget's languages by the site's: Chinese, English, Russian. */
const WIDGET_LANGUAGE: Record<string, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ru-RU': 'ru' };

/**
 * Shows the hosted captcha widget (its script is loaded on first use): a pass answers ret 0 with
 * the ticket and randstr the server checks with the provider; closing it answers ret 2, and a
 * script that cannot load answers ret 2 too (the form stays as it was).
 */
export async function openHostedCaptcha(scriptUrl: string, appId: string, language: string): Promise<CaptchaResult> {
  try {
    const Widget = await loadHostedScript(scriptUrl);
    return await new Promise<CaptchaResult>((resolve) => {
      new Widget(
        appId,
        (res) => resolve(res.ret === 0 && res.ticket ? { ret: 0, ticket: res.ticket, ...(res.randstr ? { randstr: res.randstr } : {}) } : { ret: 2 }),
        { userLanguage: WIDGET_LANGUAGE[language] ?? 'zh-cn' },
      ).show();
    });
  } catch {
    return { ret: 2 };
  }
}

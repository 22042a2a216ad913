import { createLogger } from '../log';
import { captchaProviderFor, captchaSettings } from '../services/captcha/tencent';
import { openTestApi, type TestApi } from './api';
import { fakeTencentCaptcha } from './gateway-fakes';

const KEYS = { secretId: 'AKIDhostedtest01', secretKey: 'hosted-captcha-secret' };
const APP = { appId: 190000002, appSecretKey: 'hosted-captcha-app-key' };

export type HostedCaptcha = Awaited<ReturnType<typeof fakeTencentCaptcha>>;

/** The fake of Tencent's captcha API and the server's captcha provider that checks its tickets. */
export async function hostedCaptchaProvider(keys = KEYS, app = APP) {
  const captcha = await fakeTencentCaptcha(keys, app);
  const settings = captchaSettings({
    CAPTCHA_PROVIDER: 'tencent',
    TENCENT_CAPTCHA_SECRET_ID: keys.secretId,
    TENCENT_CAPTCHA_SECRET_KEY: keys.secretKey,
    TENCENT_CAPTCHA_APP_ID: String(app.appId),
    TENCENT_CAPTCHA_APP_SECRET_KEY: app.appSecretKey,
    TENCENT_CAPTCHA_ENDPOINT: captcha.url,
  });
  return { captcha, provider: captchaProviderFor(settings, createLogger('silent'), captcha.agent) };
}

/**
 * A server whose captcha is Tencent's, against the fake of its documented API: a test can hold
 * hundreds of solved tickets at once (`captcha.issue(ip)`) without drawing hundreds of puzzles.
 * Closing the API closes the fake too.
 */
export async function openWithHostedCaptcha(url: string | undefined, env: Record<string, string> = {}): Promise<{ api: TestApi; captcha: HostedCaptcha }> {
  const { captcha, provider } = await hostedCaptchaProvider();
  const api = await openTestApi(url, env, { captcha: provider });
  const close = api.close;
  api.close = async () => {
    await captcha.close();
    await close();
  };
  return { api, captcha };
}

import { createLogger } from '../log';
import { captchaProviderFor, captchaSettings } from '../services/captcha/tencent';
import { openTestApi, type TestApi } from './api';
import { fakeTencentCaptcha } from './gateway-fakes';

const KEYS = { secretId: 'AKIDhostedtest01', secretKey: 'hosted-captcha-secret' };
const APP = { appId: 190000002, appSecretKey: 'hosted-captcha-app-key' };

export type HostedCaptcha = Awaited<ReturnType<typeof fakeTencentCaptcha>>;

/**
 * A server whose captcha is Tencent's, against the fake of its documented API: a test can hold
 * hundreds of solved tickets at once (`captcha.issue(ip)`) without drawing hundreds of puzzles.
 * Closing the API closes the fake too.
 */
export async function openWithHostedCaptcha(url: string | undefined, env: Record<string, string> = {}): Promise<{ api: TestApi; captcha: HostedCaptcha }> {
  const captcha = await fakeTencentCaptcha(KEYS, APP);
  const settings = captchaSettings({
    CAPTCHA_PROVIDER: 'tencent',
    TENCENT_CAPTCHA_SECRET_ID: KEYS.secretId,
    TENCENT_CAPTCHA_SECRET_KEY: KEYS.secretKey,
    TENCENT_CAPTCHA_APP_ID: String(APP.appId),
    TENCENT_CAPTCHA_APP_SECRET_KEY: APP.appSecretKey,
    TENCENT_CAPTCHA_ENDPOINT: captcha.url,
  });
  const api = await openTestApi(url, env, { captcha: captchaProviderFor(settings, createLogger('silent'), captcha.agent) });
  const close = api.close;
  api.close = async () => {
    await captcha.close();
    await close();
  };
  return { api, captcha };
}

import { identity } from '@marketlens/core/contract';
import type { CaptchaResult, HttpClient } from '@marketlens/core/http';
import { BusinessError } from './api';
import type { CookieJar } from './cookie-jar';
import { readSession, writeSession, type SiteSession } from './site-session';

/** The token channel of the access-token call (spec section 9). */
const TOKEN_CHANNEL_ID = 2;

/** Thrown when the user closes the slider captcha instead of passing it. */
export class CaptchaCancelled extends Error {}

export type Captcha = () => Promise<CaptchaResult>;

async function passedCaptcha(captcha: Captcha): Promise<{ ticket: string; randstr: string }> {
  const result = await captcha();
  if (result.ret !== 0 || !result.ticket || !result.randstr) throw new CaptchaCancelled();
  return { ticket: result.ticket, randstr: result.randstr };
}

/** Sends the SMS login code after a passed slider captcha. */
export async function sendLoginCode(http: HttpClient, mobile: string, captcha: Captcha): Promise<void> {
  const { ticket, randstr } = await passedCaptcha(captcha);
  const body = await http.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: mobile, ticket, randstr } });
  if (body.code !== 200) throw new BusinessError(body.code, body.message);
}

/** Exchanges a login for an access token and writes the session into the site's cookies. */
async function finish(http: HttpClient, jar: CookieJar, login: identity.LoginResponse): Promise<SiteSession> {
  if (login.code !== 200 || !login.loginCredential || !login.mainAccount) throw new BusinessError(login.code, login.message);
  const token = await http.call(identity.createAccessToken, {
    body: { account: login.mainAccount.account, loginCredential: login.loginCredential, checkChannelId: TOKEN_CHANNEL_ID },
  });
  if (token.code !== 200 || !token.user) throw new BusinessError(token.code, token.message);
  // The server may already have set the cookies on its answer; the extension writes them regardless,
  // so that the site is logged in whatever the browser did with the answer's cookies.
  const existing = await readSession(jar);
  const session: SiteSession = { user: token.user, controlT: existing?.controlT };
  await writeSession(jar, session);
  return session;
}

/** Password login: slider captcha, risk-controlled login, access token, shared session. */
export async function loginWithPassword(http: HttpClient, jar: CookieJar, form: { account: string; password: string }, captcha: Captcha): Promise<SiteSession> {
  const { ticket, randstr } = await passedCaptcha(captcha);
  const login = await http.call(identity.loginPc, {
    body: { action: 'accountLogin', data: { account: form.account, password: form.password, code: ticket, randstr } },
  });
  return finish(http, jar, login);
}

/** SMS login with a code sent by sendLoginCode. */
export async function loginWithSms(http: HttpClient, jar: CookieJar, form: { mobile: string; captcha: string }): Promise<SiteSession> {
  const login = await http.call(identity.loginPc, {
    body: { action: 'smsAccountLogin', data: { account: form.mobile, messageCode: form.captcha } },
  });
  return finish(http, jar, login);
}

/** Revokes the token on the server (best effort) and removes the shared session. */
export async function logout(http: HttpClient, clear: () => Promise<void>): Promise<void> {
  await http.call(identity.logout).catch(() => undefined);
  await clear();
}

import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { issuePuzzle, verifyPuzzle } from '../../services/captcha/slider';

/** The self-hosted slider captcha and the session id of the anti-bot code. */
export function captchaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(identity.getUserSessionId.path, (c) =>
    // 12 random bytes are exactly 16 base64url characters.
    reply(c, identity.getUserSessionId, { code: 200, message: '', sessionId: randomBytes(12).toString('base64url') }),
  );
  app.post(identity.issueSliderCaptcha.path, async (c) => {
    await callInput(c, identity.issueSliderCaptcha);
    const puzzle = await issuePuzzle(c.var.db, clientIp(c));
    if (!puzzle) throw new ApiError(429, 429, 'captcha.tooManyFailures');
    return reply(c, identity.issueSliderCaptcha, { code: 200, message: '', ...puzzle });
  });
  app.post(identity.verifySliderCaptcha.path, async (c) => {
    const { body } = await callInput(c, identity.verifySliderCaptcha);
    return reply(c, identity.verifySliderCaptcha, { code: 200, message: '', ...(await verifyPuzzle(c.var.db, body)) });
  });
  return app;
}

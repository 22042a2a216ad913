import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { admin } from '@marketlens/core/contract';
import type { AppDeps, SessionUser } from '../context';
import { users } from '../db/schema/index';
import { ApiError } from '../http/errors';

/** After the session check: a member an operator banned from posting may read the community, not write in it. */
export function refusePostingBan() {
  return createMiddleware<{ Variables: AppDeps & { user: SessionUser } }>(async (c, next) => {
    const [row] = await c.var.db.select({ banned: users.postingBanned }).from(users).where(eq(users.id, c.var.user.userId)).limit(1);
    if (row?.banned) throw new ApiError(200, admin.ADMIN_CODES.postingBanned, 'admin.postingBanned');
    await next();
  });
}

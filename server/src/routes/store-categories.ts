import { Hono } from 'hono';
import { store } from '@marketlens/core/contract';
import type { Locale } from '@marketlens/locales';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { serverMessage } from '../http/messages';
import { ownerId, requireUser } from '../security/session';
import { bindCategory, BindRefused, categoryChoice } from '../services/store/categories';

const { STORE_CODES } = store;

/** A moment as the slot-locked message shows it: date and minute in Beijing time. */
const formatMoment = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(new Date(iso));

/**
 * The categories a plan binds, on the pay base: GET reads the member's slots (a sub-account reads its
 * main account's), POST binds a top category to a slot (main account only).
 */
export function storeCategoryRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(store.categories.path, requireUser(), async (c) => {
    const user = c.var.user;
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    try {
      const data = await categoryChoice(c.var.db, ownerId(user), locale, user.mainUserId === null);
      return reply(c, store.categories, { code: 200, message: '', data });
    } catch (err) {
      if (err instanceof BindRefused) throw new ApiError(200, err.code, `store.${err.key}`);
      throw err;
    }
  });

  app.post(store.bindCategory.path, requireUser(), async (c) => {
    const user = c.var.user;
    const { body } = await callInput(c, store.bindCategory);
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    if (user.mainUserId !== null) throw new ApiError(200, STORE_CODES.mainAccountOnly, 'store.mainAccountOnly');
    const owner = ownerId(user);
    try {
      await bindCategory(c.var.db, owner, body.slot, body.typeId);
    } catch (err) {
      if (!(err instanceof BindRefused)) throw err;
      if (err.key !== 'slotLocked') throw new ApiError(200, err.code, `store.${err.key}`);
      // Locked: the answer carries the slots, so the picker shows when this one may change.
      const data = await categoryChoice(c.var.db, owner, locale, true);
      const next = data.slots.find((s) => s.slot === body.slot)?.nextChangeAt ?? new Date().toISOString();
      return reply(c, store.bindCategory, { code: err.code, message: serverMessage(locale, 'store.slotLocked', { date: formatMoment(locale, next) }), data });
    }
    return reply(c, store.bindCategory, { code: 200, message: '', data: await categoryChoice(c.var.db, owner, locale, true) });
  });

  return app;
}

import { Hono, type Context } from 'hono';
import { allResources } from '@marketlens/locales/all';
import { pricing } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { requestLocale } from '../http/language';
import { requireUser } from '../security/session';
import { tablesInForce } from '../services/pricing/tables';
import { deleteTemplate, listTemplates, saveTemplate, setDefaultTemplate, type TemplateOutcome } from '../services/pricing/templates';
import { bodyOf, ok } from './report/answer';

const CODE_OF = { limit: 'templateLimit', duplicateName: 'duplicateName', notFound: 'templateNotFound' } as const;

/** The pricing calculators' calls: the tables in force and the member's templates (members only). */
export function pricingRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const answer = (c: Context<AppEnv>, r: TemplateOutcome) => {
    if (r.kind === 'ok') return ok(c, { id: r.id });
    const key = CODE_OF[r.kind];
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const text = allResources[locale].pricing.codes[key].replace('{{limit}}', String(pricing.PRICING_LIMITS.templatesPerMember));
    return c.json({ code: pricing.PRICING_CODES[key], message: text }, r.kind === 'notFound' ? 404 : 409);
  };
  const userOf = (c: Context<AppEnv>) => {
    // requireUser() guards every path of this router; this only narrows the type.
    if (!c.var.user) throw new Error('pricing call without a session');
    return c.var.user.userId;
  };

  const base = pricing.pricingTables.path.replace(/\/tables$/, '');
  app.use(`${base}/*`, requireUser());
  app.get(pricing.pricingTables.path, async (c) => ok(c, await tablesInForce(db)));
  app.get(pricing.templateList.path, async (c) => ok(c, { list: await listTemplates(db, userOf(c)), limit: pricing.PRICING_LIMITS.templatesPerMember }));
  app.post(pricing.templateSave.path, async (c) => answer(c, await saveTemplate(db, userOf(c), await bodyOf(pricing.templateSave, c))));
  app.post(pricing.templateDelete.path, async (c) => answer(c, await deleteTemplate(db, userOf(c), (await bodyOf(pricing.templateDelete, c)).id)));
  app.post(pricing.templateDefault.path, async (c) => {
    const body = await bodyOf(pricing.templateDefault, c);
    return answer(c, await setDefaultTemplate(db, userOf(c), body.id, body.isDefault));
  });
  return app;
}

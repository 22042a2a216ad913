import { z } from 'zod';
import { crossBorderInputSchema, localInputSchema } from '../pricing/inputs';
import { pricingTablesSchema } from '../pricing/tables';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam } from './report';

/**
 * The pricing calculators' calls (an addition to the spec's calls): the commission and logistics
 * tables in force, and the member's saved templates. The formulas run in the client from
 * `@marketlens/core/pricing` on these tables; every result names the tables' version.
 */

const P = '/ozon-report-service/v1/pricing';

/** Business codes of the pricing calls beyond 200 (documented in the server README). */
export const PRICING_CODES = Object.freeze({
  /** templateSave: the member already keeps the most templates allowed. */
  templateLimit: 30_201,
  /** templateSave: another template of the member has this name. */
  duplicateName: 30_202,
  /** templateSave / templateDelete / templateDefault: no such template of the member. */
  templateNotFound: 30_203,
});

export const PRICING_LIMITS = Object.freeze({ templatesPerMember: 20, nameMax: 40 });

/** The tables in force today, with when they were imported. */
export const tablesAnswerSchema = pricingTablesSchema.extend({ importedAt: z.string() });
export type TablesAnswer = z.infer<typeof tablesAnswerSchema>;

/** GET /pricing/tables: the commission and logistics tables in force (the latest effective on or before today, Moscow). */
export const pricingTables = defineCall({ service: 'default', method: 'GET', path: `${P}/tables`, response: envelope({ data: tablesAnswerSchema }) });

/** A template is a named set of one calculator's inputs. */
export const templateInputsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('crossBorder'), inputs: crossBorderInputSchema }),
  z.object({ kind: z.literal('local'), inputs: localInputSchema }),
]);
export type TemplateInputs = z.infer<typeof templateInputsSchema>;

const nameSchema = z.string().trim().min(1).max(PRICING_LIMITS.nameMax);

export const templateSchema = z.intersection(
  z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean(), updatedAt: z.string() }),
  templateInputsSchema,
);
export type Template = z.infer<typeof templateSchema>;

/** GET /pricing/templates: the member's templates, the default first, then by name. */
export const templateList = defineCall({
  service: 'default',
  method: 'GET',
  path: `${P}/templates`,
  response: envelope({ data: z.object({ list: z.array(templateSchema), limit: z.number().int() }) }),
});

export const templateSaveBody = z.intersection(
  z.object({
    /** Absent: a new template; present: replaces that template's name and inputs. */
    id: z.number().int().positive().optional(),
    name: nameSchema,
    /** Makes it the template the product-selection lists compute profit with (one per member). */
    isDefault: z.boolean().default(false),
  }),
  templateInputsSchema,
);
export type TemplateSaveBody = z.input<typeof templateSaveBody>;

/** POST /pricing/templates/save: creates or replaces a template. */
export const templateSave = defineCall({
  service: 'default',
  method: 'POST',
  path: `${P}/templates/save`,
  body: templateSaveBody,
  response: envelope({ data: z.object({ id: z.number().int() }).optional() }),
});

/** POST /pricing/templates/delete */
export const templateDelete = defineCall({
  service: 'default',
  method: 'POST',
  path: `${P}/templates/delete`,
  body: z.object({ id: intParam().positive() }),
  response: envelope({ data: z.object({ id: z.number().int() }).optional() }),
});

/** POST /pricing/templates/default: makes a template the default, or (isDefault false) leaves the member without one. */
export const templateDefault = defineCall({
  service: 'default',
  method: 'POST',
  path: `${P}/templates/default`,
  body: z.object({ id: intParam().positive(), isDefault: z.boolean() }),
  response: envelope({ data: z.object({ id: z.number().int() }).optional() }),
});

import { Hono } from 'hono';
import { rates, translate } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { createRatesService } from '../services/rates/service';
import { providerFromEnv } from '../services/translate/provider';
import { translateText } from '../services/translate/service';
import { bodyOf, ok } from './report/answer';

const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = { zh: 'CN', ru: 'RU', en: 'US', kk: 'KZ', be: 'BY', uk: 'UA', uz: 'UZ' };

/** Translation, exchange rates and the visitor's country. */
export function translateRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const provider = providerFromEnv();
  const ratesService = createRatesService({ db: deps.db, log: deps.log });

  app.post(translate.translate.path, async (c) => {
    const body = await bodyOf(translate.translate, c);
    return ok(c, await translateText({ db: deps.db, log: deps.log, provider }, body));
  });

  app.get(rates.latestRates.path, async (c) => ok(c, await ratesService.latest()));

  app.get(rates.ipCountryCode.path, (c) => {
    // Country headers are set by an edge proxy; from anyone else they could be forged, so they count only behind one.
    const header = deps.config.trustProxy ? (c.req.header('cf-ipcountry') ?? c.req.header('x-country-code')) : undefined;
    if (header && /^[A-Za-z]{2}$/.test(header)) return ok(c, { countryCode: header.toUpperCase(), source: 'header' as const });
    const tag = /^\s*([a-z]{2,3})(?:-([a-z]{2}))?/i.exec(c.req.header('accept-language') ?? '');
    const country = tag?.[2]?.toUpperCase() ?? LANGUAGE_COUNTRY[tag?.[1]?.toLowerCase() ?? ''];
    if (country) return ok(c, { countryCode: country, source: 'language' as const });
    return ok(c, { countryCode: 'CN', source: 'default' as const });
  });
  return app;
}

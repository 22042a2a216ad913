import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

/** Currencies every rates answer carries at least. */
export const RATE_CURRENCIES = Object.freeze(['CNY', 'USD', 'EUR'] as const);

export const ratesSchema = z.object({
  /** Rates are roubles per one unit of each currency (the Central Bank of Russia's convention). */
  base: z.literal('RUB'),
  /** The day the rates are official for, YYYY-MM-DD. */
  asOf: z.string(),
  /** `cbr` = fetched from the Central Bank of Russia; `seed` = the built-in rates of `asOf` (feed unreachable). */
  source: z.enum(['cbr', 'seed']),
  rates: z.record(z.string(), z.number().positive()),
});
export type Rates = z.infer<typeof ratesSchema>;

/** GET /ozon-report-service/v1/rates/latest: exchange rates for price conversion (an addition to the spec's calls). */
export const latestRates = defineCall({
  service: 'default',
  method: 'GET',
  path: '/ozon-report-service/v1/rates/latest',
  response: envelope({ data: ratesSchema }),
});

/** GET /public/in/getIpCountryCode: the visitor's country (ISO 3166 alpha-2), to pick currency and language. */
export const ipCountryCode = defineCall({
  service: 'default',
  method: 'GET',
  path: '/public/in/getIpCountryCode',
  response: envelope({
    data: z.object({
      countryCode: z.string(),
      /** `header` = from the edge proxy's country header; `language` = guessed from Accept-Language; `default` = neither was present. */
      source: z.enum(['header', 'language', 'default']),
    }),
  }),
});

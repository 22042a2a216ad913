import { z } from 'zod';

/**
 * The Ozon Seller API adapter: the three documented calls the shop binding needs — the product list
 * (POST /v3/product/list), prices (POST /v5/product/info/prices) and stocks (POST
 * /v4/product/info/stocks) — with the `Client-Id` and `Api-Key` headers. Answers are checked with zod;
 * refused credentials and an unreachable API are told apart.
 */

export interface SellerCredentials {
  clientId: string;
  apiKey: string;
}

/** One goods of the shop: Ozon's product id and the seller's article, the storefront SKU (the goods id on ozon.ru), price and stock. */
export interface SellerGoods {
  productId: string;
  offerId: string;
  sku: number;
  /** Kopecks. */
  price: number;
  stock: number;
}

/**
 * Why the Seller API could not be used: the key was refused, the API could not be reached (or
 * answered 5xx), it asked to slow down (429, with its Retry-After), or it answered a shape the
 * schema refuses.
 */
export class SellerApiError extends Error {
  constructor(
    readonly reason: 'badCredentials' | 'unavailable' | 'rateLimited' | 'malformed',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

const listAnswer = z.object({
  result: z.object({
    items: z.array(z.object({ product_id: id, offer_id: z.string(), archived: z.boolean().optional() })),
    total: z.number().int(),
    last_id: z.string(),
  }),
});

const money = z.union([z.string(), z.number()]).transform((v) => Math.round(Number(v) * 100));
const pricesAnswer = z.object({
  items: z.array(z.object({ product_id: id, offer_id: z.string(), price: z.object({ price: money, currency_code: z.string().optional() }) })),
  cursor: z.string().optional().default(''),
});

const stocksAnswer = z.object({
  items: z.array(
    z.object({
      product_id: id,
      offer_id: z.string(),
      stocks: z.array(z.object({ present: z.number().int(), reserved: z.number().int().optional().default(0), sku: z.number().int(), type: z.string().optional() })),
    }),
  ),
  cursor: z.string().optional().default(''),
});

/** Default address of the real Seller API. */
export const OZON_SELLER_API_URL = 'https://api-seller.ozon.ru';

const PAGE = 1000;

export interface SellerApi {
  /** Every unarchived goods of the shop with its SKU, price and stock; throws SellerApiError. */
  shopGoods(creds: SellerCredentials): Promise<SellerGoods[]>;
  /** One call of the API, its answer checked with `schema`; throws SellerApiError. */
  call<T extends z.ZodType>(creds: SellerCredentials, path: string, body: unknown, schema: T): Promise<z.infer<T>>;
}

/** Retry-After in milliseconds (seconds or an HTTP date); undefined when absent. */
function retryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** The adapter over `fetch` at `baseUrl` (the real API, a local fake, or an in-process fake's `fetch`). */
export function createSellerApi(opts: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number }): SellerApi {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '');

  const post = async <T extends z.ZodType>(creds: SellerCredentials, path: string, body: unknown, schema: T): Promise<z.infer<T>> => {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Client-Id': creds.clientId, 'Api-Key': creds.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        redirect: 'error',
      });
    } catch (err) {
      throw new SellerApiError('unavailable', `Seller API unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status === 401 || res.status === 403) throw new SellerApiError('badCredentials', `Seller API refused the key (${res.status})`);
    if (res.status === 429) throw new SellerApiError('rateLimited', `Seller API asked to slow down on ${path}`, retryAfter(res.headers.get('retry-after')));
    if (!res.ok) throw new SellerApiError('unavailable', `Seller API answered ${res.status} on ${path}`);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new SellerApiError('malformed', `Seller API answered an unexpected shape on ${path}`);
    return parsed.data;
  };

  return {
    call: post,
    async shopGoods(creds) {
      const products: { productId: string; offerId: string }[] = [];
      for (let lastId = '', guard = 0; guard < 100; guard++) {
        const page = await post(creds, '/v3/product/list', { filter: { visibility: 'ALL' }, last_id: lastId, limit: PAGE }, listAnswer);
        products.push(...page.result.items.filter((p) => !p.archived).map((p) => ({ productId: p.product_id, offerId: p.offer_id })));
        if (!page.result.last_id || page.result.items.length < PAGE) break;
        lastId = page.result.last_id;
      }
      const prices = new Map<string, number>();
      const stocks = new Map<string, { sku: number; stock: number }>();
      for (let i = 0; i < products.length; i += PAGE) {
        const ids = products.slice(i, i + PAGE).map((p) => p.productId);
        const filter = { product_id: ids, visibility: 'ALL' };
        const p = await post(creds, '/v5/product/info/prices', { filter, cursor: '', limit: PAGE }, pricesAnswer);
        for (const item of p.items) prices.set(item.product_id, item.price.price);
        const s = await post(creds, '/v4/product/info/stocks', { filter, cursor: '', limit: PAGE }, stocksAnswer);
        for (const item of s.items) {
          const first = item.stocks[0];
          if (first) stocks.set(item.product_id, { sku: first.sku, stock: item.stocks.reduce((sum, x) => sum + Math.max(0, x.present - x.reserved), 0) });
        }
      }
      return products.flatMap((p) => {
        const s = stocks.get(p.productId);
        const price = prices.get(p.productId);
        return s && price !== undefined ? [{ productId: p.productId, offerId: p.offerId, sku: s.sku, price, stock: s.stock }] : [];
      });
    },
  };
}

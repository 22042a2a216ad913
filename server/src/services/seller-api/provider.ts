import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { demoShopSource, ozonSellerFake } from '../../testing/ozon-seller-fake';
import { createSellerApi, OZON_SELLER_API_URL, type SellerApi } from './client';

const DEV_ORIGIN = 'http://development-seller-api.invalid';

/**
 * The Seller API the server uses: OZON_SELLER_API_URL when set; else the real API in production;
 * locally (no network needed) the development Seller API with its demo shops, answered in-process
 * by the same HTTP client (the fake is also mounted at /api/dev/ozon-seller).
 */
export function sellerApiFor(config: Pick<ServerConfig, 'sellerApiUrl' | 'production'>, db: Db): SellerApi {
  if (config.sellerApiUrl) return createSellerApi({ baseUrl: config.sellerApiUrl });
  if (config.production) return createSellerApi({ baseUrl: OZON_SELLER_API_URL });
  const fake = ozonSellerFake(demoShopSource(db));
  return createSellerApi({ baseUrl: DEV_ORIGIN, fetch: async (input, init) => fake.request(String(input instanceof Request ? input.url : input), init) });
}

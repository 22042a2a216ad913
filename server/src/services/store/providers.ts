import { createPaymentProviders, paymentConfigFromEnv, type DevNotification, type PaymentConfig, type PaymentProviders } from '../payments/index';
import type { Db } from '../../db/client';
import { dbDevBook } from './dev-book';

/**
 * The server's payment providers: the gateways the configuration turns on and, in local mode, the
 * development provider with its order book in the database. `notifyUrl` is where the development
 * provider sends its notifications (the dev notify route); `send` replaces the HTTP POST (an
 * in-process server).
 */
export function storePayments(
  db: Db,
  config: PaymentConfig,
  dev: { secret: string | Buffer; notifyUrl?: string | undefined; send?: ((url: string, n: DevNotification) => Promise<void>) | undefined },
): PaymentProviders {
  return createPaymentProviders(config, { secret: dev.secret, notifyUrl: dev.notifyUrl, send: dev.send, book: dbDevBook(db) });
}

/** The payment configuration of the environment (throws on a half-configured method in production). */
export const paymentConfig = (env: NodeJS.ProcessEnv, production: boolean): PaymentConfig => paymentConfigFromEnv(env, { production });

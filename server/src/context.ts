import type { RuntimeConfig } from '@marketlens/core/config';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { Logger } from './log';
import type { PaymentProviders } from './services/payments/index';

/** Everything a request handler can reach, set once per app. */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  log: Logger;
  runtimeConfig: RuntimeConfig;
  /** The payment methods this server offers (services/payments; built from the environment at start). */
  payments: PaymentProviders;
}

/** The signed-in user of a request, set by the session middleware (server/src/security/session.ts). */
export interface SessionUser {
  userId: number;
  account: string;
  /** Set for a sub-account: the id of its main account. */
  mainUserId: number | null;
  /** SHA-256 of the access token of this request (logout revokes it). */
  tokenHash: string;
  /** SHA-256 of the Control-T value issued with the token (null for tokens issued without one). */
  controlTHash?: string | null;
}

export type AppEnv = {
  Variables: AppDeps & {
    user?: SessionUser;
    /** The request's id (http/request-id.ts): in every log line and error answer of the request. */
    requestId?: string;
    /** Nonce of this response's Content-Security-Policy for the page's own inline scripts. */
    cspNonce?: string;
    /** CSP hash sources of a cached page's inline scripts, used instead of the nonce (see http/page-cache.ts). */
    cspScriptHashes?: string[];
  };
};

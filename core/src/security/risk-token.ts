/** What the risk token covers: the call, when it was made and from which browser. */
export interface RiskTokenInput {
  method: string;
  /** The request path without origin, e.g. `/api/ram/ddqbt/v1/user/hasUserByMobile`. */
  path: string;
  /** Query parameters; order does not matter. */
  query?: Record<string, string | number | boolean | undefined | null> | undefined;
  timestamp: number | string;
  fingerprint: string;
}

/** The canonical string the token hashes; the server rebuilds it from the request it receives. */
export function riskTokenPayload(input: RiskTokenInput): string {
  const query = Object.entries(input.query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${String(v)}`)
    .sort()
    .join('&');
  return [input.method.toUpperCase(), input.path, query, String(input.timestamp), input.fingerprint].join('\n');
}

/** Computes the anti-abuse risk token: hex SHA-256 of the canonical payload (Web Crypto, browser and Node). */
export async function computeRiskToken(input: RiskTokenInput): Promise<string> {
  const bytes = new TextEncoder().encode(riskTokenPayload(input));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** PostgreSQL error classes and socket errors that mean the database cannot be used right now (not a bad query). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '3D000', '53300']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /Cannot use a pool after calling end/i, /PGlite is closed/i, /Client has encountered a connection error/i, /timeout exceeded when trying to connect/i];

function chain(err: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e: unknown = err; e && out.length < 6; e = (e as { cause?: unknown }).cause) {
    out.push(e);
    // AggregateError (several addresses tried): any of them says why.
    if (e instanceof AggregateError) out.push(...e.errors);
  }
  return out;
}

/** Whether an error (or its causes) says the database is out of reach: answered 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some((e) => {
    if (!e || typeof e !== 'object') return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
  });
}

/** A plain sentence for an operator when the database cannot be opened at start: where, and why. */
export function describeDatabaseFailure(err: unknown, url: string | undefined): string {
  let where = 'the embedded database';
  if (url) {
    try {
      const u = new URL(url);
      where = `the PostgreSQL server at ${u.hostname || 'localhost'}:${u.port || '5432'} (database "${decodeURIComponent(u.pathname.slice(1)) || 'postgres'}", from DATABASE_URL)`;
    } catch {
      return 'DATABASE_URL is not a valid postgres:// address.';
    }
  }
  const codes = chain(err).map((e) => (e && typeof e === 'object' ? (e as { code?: unknown }).code : undefined));
  const has = (c: string) => codes.includes(c);
  let why: string;
  if (has('ECONNREFUSED')) why = 'nothing accepts connections there (is the server running, and on that port?)';
  else if (has('ENOTFOUND') || has('EAI_AGAIN')) why = 'that host name does not resolve';
  else if (has('ETIMEDOUT') || has('EHOSTUNREACH') || has('ENETUNREACH')) why = 'the host does not answer (network or firewall)';
  else if (has('28P01') || has('28000')) why = 'the user name or password was refused';
  else if (has('3D000')) why = 'that database does not exist (create it first)';
  else why = chain(err).map((e) => (e instanceof Error ? e.message : String(e))).filter(Boolean).join(': ') || 'unknown cause';
  return `Cannot open ${where}: ${why}.`;
}

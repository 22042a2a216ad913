// The SMS send limits under 1,000 parallel sends through the HTTP API (signed like core's client,
// each with its own solved ticket of the hosted captcha's fake), on in-memory PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (an empty database: it is migrated). Prints, per
// database, how many sends were answered 200 and how many codes were stored, for 1,000 sends to
// one number (from 1,000 addresses; the limit is 1 a minute) and 1,000 sends from one address to
// 1,000 numbers (the limit is 30 a day; the anti-bot decryption budget of the address refuses
// part of them before the SMS limits are reached).
// Usage: node --import tsx server/bench/sms-race.ts  (BENCH_SENDS, BENCH_DATABASE_URL)
import { sql } from 'drizzle-orm';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { identity } from '@marketlens/core/contract';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createLogger } from '../src/log';
import { generateRsaKeys } from '../src/security/rsa-keys';
import { callPath } from '../src/testing/api';
import { hostedCaptchaProvider } from '../src/testing/hosted-captcha';
import { signedHeaders } from '../src/testing/sign';

const SENDS = Number(process.env.BENCH_SENDS ?? 1000);
const KEYS = { secretId: 'AKIDbenchsms0001', secretKey: 'bench-sms-secret' };
const APP = { appId: 190000003, appSecretKey: 'bench-sms-app-key' };

async function bench(name: string, database: Database): Promise<void> {
  const keys = generateRsaKeys();
  const { captcha, provider } = await hostedCaptchaProvider(KEYS, APP);
  const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
  const app = await createApp({
    db: database.db,
    config: loadConfig({ TRUST_PROXY: 'true' }),
    log: createLogger('silent'),
    runtimeConfig,
    rsaKeys: keys,
    captcha: provider,
  });
  const path = callPath(runtimeConfig, identity.sendMessageV2);
  const send = async (mobile: string, ip: string) => {
    const body = JSON.stringify({ sendType: 'log', mobilePhone: mobile, ...captcha.issue(ip) });
    const headers = { ...(await signedHeaders({ method: 'POST', path, publicKeyPem: keys.publicKeyPem, body })), 'content-type': 'application/json', 'x-forwarded-for': ip };
    return (await app.request(path, { method: 'POST', headers, body })).status;
  };
  const codes = async (where: ReturnType<typeof sql>) => (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sms_codes WHERE ${where}`)).rows[0]?.n ?? 0;

  let started = performance.now();
  const one = await Promise.all(Array.from({ length: SENDS }, (_, i) => send('13300000001', `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)));
  process.stdout.write(`${name}: ${SENDS} parallel sends to one number: ${one.filter((s) => s === 200).length} answered 200, ${await codes(sql`mobile = '13300000001'`)} codes stored (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  started = performance.now();
  const many = await Promise.all(Array.from({ length: SENDS }, (_, i) => send(`1330001${String(i).padStart(4, '0')}`, '10.255.0.1')));
  process.stdout.write(`${name}: ${SENDS} parallel sends from one address: ${many.filter((s) => s === 200).length} answered 200, ${await codes(sql`ip = '10.255.0.1'`)} codes stored (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  await captcha.close();
}

await bench('PGlite', await openDatabase({}));
if (process.env.BENCH_DATABASE_URL) await bench('PostgreSQL', await openDatabase({ url: process.env.BENCH_DATABASE_URL }));
process.exit(0);

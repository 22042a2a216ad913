import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index';

export type Schema = typeof schema;
/** The database both drivers expose: the PostgreSQL query builder over one schema. */
export type Db = ReturnType<typeof drizzlePg<Schema>> | ReturnType<typeof drizzlePglite<Schema>>;
/** A database handle or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

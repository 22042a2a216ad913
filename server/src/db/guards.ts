import { sql } from 'drizzle-orm';
import type { Db } from './types';

/**
 * Rules the database itself keeps, installed after every migration (idempotent): the audit log is
 * append-only, so not even a direct SQL session of the application's role can rewrite history.
 */
export async function installGuards(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several instances may start at once; one installs, the others wait and replace the same definitions.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(715001)`);
    await tx.execute(sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await tx.execute(sql`CREATE OR REPLACE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await tx.execute(sql`CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  });
}

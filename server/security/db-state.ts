import type { Database } from '../db/client';

/**
 * Tables a refused request may still write, each with the reason. Every other table of the public
 * schema must see no insert, update or delete from a refused request.
 */
export const BOOKKEEPING_TABLES: Record<string, string> = {
  // Refused attempts count by design (rate-limit counters match /rate_limit/ below).
  step_up_failures: 'a refused step-up counts against its session: after ten in a row it may not try again',
  totp_factors: "a wrong authenticator code counts against the account's codes: ten in a row lock them",
};
const isBookkeeping = (table: string) => table in BOOKKEEPING_TABLES || /rate_limit/.test(table);

export interface WriteWatch {
  /** A position in the write log. */
  mark(): Promise<number>;
  /** `table (OP)` for every row written since the mark, bookkeeping tables left out. */
  writesSince(mark: number): Promise<string[]>;
}

/**
 * Watches every table of the public schema for writes: a row trigger (installed in this test
 * database only) logs each insert, update and delete to security_audit.writes, outside the public
 * schema. Cheaper and more exact than comparing table contents, and it names what was written.
 */
export async function watchWrites(database: Database): Promise<WriteWatch> {
  const { pool } = database;
  await pool.query(`
    create schema if not exists security_audit;
    create table if not exists security_audit.writes (
      id bigserial primary key, tbl text not null, op text not null, at timestamptz not null default now());
    create or replace function security_audit.log_write() returns trigger language plpgsql as $$
      begin
        insert into security_audit.writes (tbl, op) values (tg_table_name, tg_op);
        return null;
      end $$;`);
  const tables = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { table_name } of tables.rows) {
    await pool.query(`
      drop trigger if exists security_audit_writes on public."${table_name}";
      create trigger security_audit_writes after insert or update or delete on public."${table_name}"
        for each row execute function security_audit.log_write();`);
  }
  return {
    async mark() {
      const res = await pool.query<{ id: string | null }>('select max(id) as id from security_audit.writes');
      return Number(res.rows[0]?.id ?? 0);
    },
    async writesSince(mark) {
      const res = await pool.query<{ tbl: string; op: string }>(
        'select distinct tbl, op from security_audit.writes where id > $1 order by tbl, op',
        [mark],
      );
      return res.rows.filter((r) => !isBookkeeping(r.tbl)).map((r) => `${r.tbl} (${r.op})`);
    },
  };
}

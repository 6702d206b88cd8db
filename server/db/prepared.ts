import type { DbOrTx } from './client';

/**
 * A statement the hot paths run on every request (the session lookup, the open-jobs list's context),
 * built once per database handle and sent to PostgreSQL under its name: drizzle skips rebuilding the
 * SQL on each call, and each pooled connection parses and plans it once.
 *
 *   const byId = preparedStatement((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   await byId(db).execute({ id });
 *
 * A transaction gets its own copy (same name and text, so its connection reuses the prepared one).
 */
export function preparedStatement<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

// Frozen: on PostgreSQL every bump of `catalogue_state.version` also NOTIFYs `catalogue_version`
// (delivered when the writing transaction commits, once per transaction), so every API process
// LISTENing drops its kept catalogue answers at once instead of asking the database per request.
// SQLite has no such channel: its processes check the version at least every second.
import { sql, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create or replace function catalogue_state_bump() returns trigger language plpgsql as $$
    begin
      update catalogue_state set version = version + 1 where id = 1;
      perform pg_notify('catalogue_version', '');
      return null;
    end $$
  `.execute(db);
}

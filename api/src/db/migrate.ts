// Runs the timestamped migrations with Kysely's Migrator and an in-code provider (no folder
// scanning, so it works the same from tsx, vitest or a bundle). Each migration receives the
// dialect, because a few statements (full-text search) differ between SQLite and PostgreSQL.
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResult } from 'kysely';
import type { Dialect } from './index';
import * as m2026112201 from './migrations/2026112201_init';
import * as m2026112202 from './migrations/2026112202_product_search';
import * as m2026112203 from './migrations/2026112203_sign_in_failures';
import * as m2026112204 from './migrations/2026112204_refunds';
import * as m2026112205 from './migrations/2026112205_paid_payments';
import * as m2026112206 from './migrations/2026112206_rate_events';
import * as m2026112310 from './migrations/2026112310_session_version';
import * as m2026112311 from './migrations/2026112311_one_review_per_shopper';
import * as m2026112330 from './migrations/2026112330_catalogue_scale';
import * as m2026112331 from './migrations/2026112331_loc_all_column';
import * as m2026112332 from './migrations/2026112332_catalogue_notify';
import * as m2026112320 from './migrations/2026112320_line_variants';
import * as m2026112321 from './migrations/2026112321_last_addresses';
import * as m2026112629 from './migrations/2026112629_listing_sort';
import * as m2026112640 from './migrations/2026112640_india_checkout';
import * as m2026112650 from './migrations/2026112650_catalogue_version_shown_columns';
import * as m2026112701 from './migrations/2026112701_stock_covering_index';
import * as m2026112720 from './migrations/2026112720_search_category_words';
import * as m2026112810 from './migrations/2026112810_ended_tokens';
import * as m2026112820 from './migrations/2026112820_credit_notes';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

const migrations: Record<string, DialectMigration> = {
  '2026112201_init': m2026112201,
  '2026112202_product_search': m2026112202,
  '2026112203_sign_in_failures': m2026112203,
  '2026112204_refunds': m2026112204,
  '2026112205_paid_payments': m2026112205,
  '2026112206_rate_events': m2026112206,
  '2026112310_session_version': m2026112310,
  '2026112311_one_review_per_shopper': m2026112311,
  '2026112330_catalogue_scale': m2026112330,
  '2026112331_loc_all_column': m2026112331,
  '2026112332_catalogue_notify': m2026112332,
  '2026112320_line_variants': m2026112320,
  '2026112321_last_addresses': m2026112321,
  '2026112629_listing_sort': m2026112629,
  '2026112640_india_checkout': m2026112640,
  '2026112650_catalogue_version_shown_columns': m2026112650,
  '2026112701_stock_covering_index': m2026112701,
  '2026112720_search_category_words': m2026112720,
  '2026112810_ended_tokens': m2026112810,
  '2026112820_credit_notes': m2026112820,
};

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(migrations)) {
      const down = m.down;
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        down: down ? (db) => down(db, this.dialect) : undefined,
      };
    }
    return out;
  }
}

export class MigrationError extends Error {
  constructor(
    readonly failed: MigrationResult | undefined,
    cause: unknown,
  ) {
    super(`Database migration ${failed?.migrationName ?? ''} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationError';
  }
}

/** Brings the schema up to date; throws MigrationError when a migration fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>, dialect: Dialect): Promise<MigrationResult[]> {
  // Helpers add migrations in parallel under their own prefixes: a database that already ran a later
  // one still takes an earlier newcomer.
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error'), error);
  return results ?? [];
}

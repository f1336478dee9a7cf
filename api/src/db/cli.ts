// `pnpm --filter api seed`: migrate and seed the configured database when it has no products.
// `pnpm --filter api reset`: throw the configured database away and start again with the demo data.
// Both read the same environment as the server (DATABASE_URL, UPLOAD_DIR, ...).
// `--products N` (either command) then grows the catalogue to N products (seed/scale.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from './index';
import { migrateToLatest } from './migrate';
import { SEED_IMAGE_DIR } from './seed/catalogue';
import { ensureSeedImages, seedIfEmpty } from './seed/index';
import { growCatalogue, productsFlag } from './seed/scale';

async function wipe(config: Config): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const file = config.database.filename;
    if (file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  } else {
    const { db } = openDatabase(config.database);
    try {
      await sql`drop schema public cascade`.execute(db);
      await sql`create schema public`.execute(db);
    } finally {
      await db.destroy();
    }
  }
  rmSync(join(config.uploadDir, SEED_IMAGE_DIR), { recursive: true, force: true });
}

async function main(command: string | undefined): Promise<void> {
  if (command !== 'seed' && command !== 'reset') {
    console.error('usage: tsx src/db/cli.ts <seed|reset> [--products N]');
    process.exit(2);
  }
  const config = loadConfig();
  const products = productsFlag(process.argv.slice(3));
  if (command === 'reset') {
    if (config.env === 'production') {
      console.error('Refusing to reset a database with NODE_ENV=production.');
      process.exit(1);
    }
    await wipe(config);
    console.log('Database and seed images removed.');
  }
  const { db, dialect } = openDatabase(config.database);
  try {
    await migrateToLatest(db, dialect);
    const summary = await seedIfEmpty(db, { uploadDir: config.uploadDir });
    const pictures = await ensureSeedImages();
    if (pictures.rendered > 0) console.log(`Rendered ${pictures.rendered} seed pictures in ${(pictures.ms / 1000).toFixed(1)} s.`);
    console.log(summary ? `Seeded: ${JSON.stringify(summary)}` : 'The database already has products: nothing seeded.');
    if (products !== undefined) {
      const grown = await growCatalogue(db, dialect, products);
      console.log(
        grown.added > 0
          ? `Grew the catalogue from ${grown.before} to ${grown.total} products (${grown.reviews} reviews) in ${(grown.ms / 1000).toFixed(1)} s.`
          : `The catalogue already holds ${grown.before} products (asked for ${products}): nothing added.`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof RangeError ? err.message : err);
  process.exit(1);
});

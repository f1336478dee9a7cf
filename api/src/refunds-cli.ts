// For operators: refunds that did not go through (the provider refused or could not be reached).
//   pnpm --filter api refunds             lists them
//   pnpm --filter api refunds retry <id>  asks the provider again for one
//   pnpm --filter api refunds sweep       refunds payments no order used within 30 minutes (the API
//                                         also does this every 5 minutes)
// Reads the same environment as the server (DATABASE_URL, RAZORPAY_KEY_ID, ...).
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/index';
import { migrateToLatest } from './db/migrate';
import { createPaymentProvider } from './lib/payments/select-provider';
import { retryRefund, sweepUnusedPayments, unsettledRefunds } from './repositories/refunds';

const consoleLog = {
  warn: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

async function main(args: string[]): Promise<number> {
  const [command, id] = args;
  if (command !== undefined && !(command === 'retry' && id) && command !== 'sweep') {
    console.error('usage: tsx src/refunds-cli.ts [retry <refund id> | sweep]');
    return 2;
  }
  const config = loadConfig();
  const { db, dialect } = openDatabase(config.database);
  try {
    await migrateToLatest(db, dialect);
    if (command === 'sweep') {
      console.log(`refunded ${await sweepUnusedPayments(db, createPaymentProvider(config), consoleLog)} unused payment(s)`);
      return 0;
    }
    if (command === 'retry') {
      const status = await retryRefund(db, createPaymentProvider(config), id, consoleLog);
      console.log(`refund ${id}: ${status}`);
      return status === 'requested' || status === 'already-requested' ? 0 : 1;
    }
    const rows = await unsettledRefunds(db);
    if (rows.length === 0) {
      console.log('No refunds to settle.');
      return 0;
    }
    for (const r of rows) {
      console.log(`${r.id}  ${r.status.padEnd(7)}  ₹${r.amount}  ${r.provider} ${r.payment_id}  ${r.created_at}  ${r.error ?? ''}`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);

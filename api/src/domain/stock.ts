// Stock: how much of a product a cart line may hold, and taking an order's quantities out of
// stock without ever selling what is not there.
import { firstStockShortfall, quantityProblem, stockShortMessage } from '@storefront/shared/rules';
import type { Db } from '../db/index';
import { badRequest, conflict } from '../lib/errors';
import { decrementStock, stockOf } from '../repositories/orders';
import type { PricedLine } from './pricing';

/** Refuses a quantity the product's stock cannot give (400, with the rule book's words). */
export function assertQuantityInStock(quantity: number, countInStock: number, extra?: Record<string, unknown>): void {
  const problem = quantityProblem(quantity, countInStock);
  if (problem) throw badRequest(problem, extra);
}

/** The rule book's words, which checkout shows before the shopper pays. */
export function outOfStockMessage(line: Pick<PricedLine, 'productTitle' | 'quantity'>, left: number): string {
  return stockShortMessage(line.productTitle, left);
}

/**
 * Before anybody pays, and before an order takes stock: every product must have in stock what its
 * lines ask together (two sizes of a product share its stock; line by line, each passed here and
 * the order was refused after the payment, with the stock its first line had left).
 */
export function assertLinesInStock(lines: readonly PricedLine[]): void {
  const shortfall = firstStockShortfall(lines);
  if (shortfall) throw conflict(shortfall);
}

/**
 * Takes every line's quantity out of stock inside the order's transaction; the first line short of
 * stock refuses the order (409) and the transaction rolls back. Lines are sorted by product id, so
 * concurrent orders lock products in the same order.
 */
export async function takeStock(trx: Db, lines: readonly PricedLine[]): Promise<void> {
  for (const line of lines) {
    if (!(await decrementStock(trx, line.productId, line.quantity))) {
      throw conflict(outOfStockMessage(line, await stockOf(trx, line.productId)));
    }
  }
}

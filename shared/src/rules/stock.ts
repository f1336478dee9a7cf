// Whether a quantity may go into the cart: the server refuses by these rules, and the quantity
// controls of the product page and the cart stop at the same place.
import { OUT_OF_STOCK, SELECT_QUANTITY, STOCK_EXCEEDED } from './messages';

/** Why `quantity` of a product with `countInStock` left cannot be in a cart line; null when it can. */
export function quantityProblem(quantity: number, countInStock: number): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return SELECT_QUANTITY;
  if (countInStock < 1) return OUT_OF_STOCK;
  if (quantity > countInStock) return STOCK_EXCEEDED;
  return null;
}

/**
 * Why a cart line cannot be ordered as it stands (the API's refusal and checkout's warning say the
 * same): 'Sorry, only 4 of Annapurna Farms Basmati Rice are left in stock'; none left, out of stock.
 */
export function stockShortMessage(productTitle: string, left: number): string {
  if (left <= 0) return `Sorry, ${productTitle} is out of stock`;
  return `Sorry, only ${left} of ${productTitle} ${left === 1 ? 'is' : 'are'} left in stock`;
}

/**
 * How many of each product the lines ask for together: stock is per product, so two sizes of one
 * shirt (two lines) share it (decisions §6).
 */
export function askedOfProduct(lines: ReadonlyArray<{ productId: string; quantity: number }>): Map<string, number> {
  const asked = new Map<string, number>();
  for (const l of lines) asked.set(l.productId, (asked.get(l.productId) ?? 0) + l.quantity);
  return asked;
}

/**
 * The message for the first product its lines together ask more of than its stock; null when every
 * line can be ordered (two lines of 10 and a stock of 19 were each taken, and the order was refused
 * only after the shopper had paid).
 */
export function firstStockShortfall(lines: ReadonlyArray<{ productId: string; productTitle: string; quantity: number; countInStock: number }>): string | null {
  const asked = askedOfProduct(lines);
  const short = lines.find((l) => (asked.get(l.productId) ?? 0) > l.countInStock);
  return short ? stockShortMessage(short.productTitle, short.countInStock) : null;
}

/**
 * A quantity box's text as a quantity: a whole number of digits, NaN for anything else ('2.5',
 * '-3', '1e1'). The product page's and the cart's boxes read typed text the same way.
 */
export function typedQuantity(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

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

/** The message for the first line asking more than its stock; null when every line can be ordered. */
export function firstStockShortfall(lines: ReadonlyArray<{ productTitle: string; quantity: number; countInStock: number }>): string | null {
  const short = lines.find((l) => l.quantity > l.countInStock);
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

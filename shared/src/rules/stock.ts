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

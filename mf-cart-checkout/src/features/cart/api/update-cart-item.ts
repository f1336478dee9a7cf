import { api, type CartItem } from '@storefront/shared';

/** PUT /api/cart/{id} with the spec's body; the server keeps only the quantity and re-prices the line. */
export function updateCartItem(item: CartItem, quantity: number) {
  return api.put<CartItem>(`/api/cart/${encodeURIComponent(item.id)}`, {
    productTitle: item.productTitle,
    image: item.image,
    rating: item.rating,
    price: item.price,
    quantity,
    subTotal: item.price * quantity,
    productId: item.productId,
    userId: item.userId,
  });
}

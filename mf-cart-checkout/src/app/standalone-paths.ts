export const STANDALONE_PATHS: Record<string, string[]> = {
  Cart: ['/cart'],
  Checkout: ['/checkout'],
  Orders: ['/orders'],
  Invoice: ['/orders/:id/invoice'],
};

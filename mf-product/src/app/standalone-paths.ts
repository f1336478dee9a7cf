export const STANDALONE_PATHS: Record<string, string[]> = {
  ProductDetail: ['/products/:id', '/product/:id'],
};

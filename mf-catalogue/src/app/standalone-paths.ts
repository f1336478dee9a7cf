export const STANDALONE_PATHS: Record<string, string[]> = {
  Home: ['/'],
  CategoryListing: ['/products/category/:id'],
  SubCategoryListing: ['/products/subCat/:id'],
  Search: ['/search'],
};

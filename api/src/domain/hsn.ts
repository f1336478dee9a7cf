// HSN codes (GST's Harmonised System of Nomenclature) by top-level category, as the tax invoice
// prints them (decisions §7). A configured table: a category not listed gets the general code.
export const HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  Fashion: '6109',
  Electronics: '8517',
  Bags: '4202',
  Footwear: '6403',
  Groceries: '1904',
  Beauty: '3304',
  Wellness: '2106',
  Jewellery: '7117',
  'Home & Kitchen': '7323',
};
export const DEFAULT_HSN = '9999';

export function hsnFor(category: string | null | undefined): string {
  return (category && HSN_BY_CATEGORY[category]) || DEFAULT_HSN;
}

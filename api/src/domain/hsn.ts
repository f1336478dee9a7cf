// HSN codes (GST's Harmonised System of Nomenclature), as the tax invoice prints them on each line
// (decisions §7: a configured table). A product's code comes from its sub-category, where one code
// fits all it holds (Laptops 8471, Headphones 8518); in a sub-category of mixed goods a word of the
// product's name decides first (Staples: atta 1101, rice 1006, dal 0713); else the top-level
// category's code; else the general one.

interface HsnRule {
  code: string;
  /** Goods a word of the name names, first match first (the name is read in lower case). */
  words?: ReadonlyArray<readonly [RegExp, string]>;
}

export const HSN_BY_SUB_CATEGORY: Readonly<Record<string, HsnRule>> = {
  // Bags
  Backpacks: { code: '4202' },
  Handbags: { code: '4202' },
  'Travel Luggage': { code: '4202' },
  Wallets: { code: '4202' },
  // Beauty
  Fragrances: { code: '3303' },
  Haircare: { code: '3305' },
  Makeup: { code: '3304' },
  Skincare: { code: '3304' },
  // Electronics
  Cameras: { code: '8525' },
  Headphones: { code: '8518' },
  Laptops: { code: '8471' },
  Mobiles: { code: '8517' },
  'Smart Watches': { code: '8517' },
  // Fashion
  'Ethnic Wear': { code: '6211', words: [[/\bsilk saree\b/, '5007'], [/\bsaree\b/, '5407'], [/\blehenga\b/, '6204'], [/\bsherwani\b/, '6203']] },
  Men: { code: '6205', words: [[/\bt-shirt\b/, '6109'], [/\bjeans\b|\bjacket\b/, '6203'], [/\bkurta\b/, '6211']] },
  Women: { code: '6204', words: [[/\bsilk saree\b/, '5007'], [/\bsaree\b/, '5407'], [/\bdupatta\b/, '6214'], [/\bkurta\b/, '6211']] },
  Kids: { code: '6209', words: [[/\bsweatshirt\b/, '6110']] },
  // Footwear
  "Men's Footwear": { code: '6403' },
  "Women's Footwear": { code: '6403' },
  'Sports Shoes': { code: '6404' },
  Sandals: { code: '6402' },
  // Groceries
  Beverages: { code: '0902', words: [[/\bcoffee\b/, '0901'], [/\bdrink mix\b/, '2106']] },
  'Dry Fruits': { code: '0802', words: [[/\bcashews?\b/, '0801'], [/\braisins?\b/, '0806']] },
  Snacks: { code: '2106', words: [[/\bchips\b|\bmakhana\b/, '2008'], [/\bkhakhra\b/, '1905']] },
  Staples: { code: '1006', words: [[/\batta\b|\bflour\b/, '1101'], [/\bdal\b/, '0713'], [/\bmustard oil\b/, '1514'], [/\boil\b/, '1515'], [/\bsalt\b/, '2501'], [/\bsugar\b/, '1701'], [/\bghee\b/, '0405']] },
  // Home & Kitchen
  Cookware: { code: '7323' },
  'Home Decor': { code: '6304', words: [[/\bbrass\b/, '7419'], [/\bwall art\b/, '9701'], [/\bterracotta\b/, '6913']] },
  Storage: { code: '7323', words: [[/\borganiser\b/, '3924']] },
  // Jewellery
  Bangles: { code: '7117' },
  Earrings: { code: '7117' },
  'Gold Plated': { code: '7117' },
  Silver: { code: '7113' },
  // Wellness
  Ayurveda: { code: '3004' },
  Fitness: { code: '9506' },
  Supplements: { code: '2106' },
};

/** By top-level category, for a product of a sub-category the table does not name. */
export const HSN_BY_CATEGORY: Readonly<Record<string, string>> = {
  Fashion: '6211',
  Electronics: '8517',
  Bags: '4202',
  Footwear: '6403',
  Groceries: '2106',
  Beauty: '3304',
  Wellness: '2106',
  Jewellery: '7117',
  'Home & Kitchen': '7323',
};
export const DEFAULT_HSN = '9999';

export interface HsnOf {
  category: string | null | undefined;
  subCategory?: string | null;
  /** The product's name: in a sub-category of mixed goods, a word of it decides. */
  name?: string | null;
}

export function hsnFor({ category, subCategory, name }: HsnOf): string {
  const rule = subCategory ? HSN_BY_SUB_CATEGORY[subCategory] : undefined;
  if (rule) {
    const lower = (name ?? '').toLowerCase();
    return rule.words?.find(([word]) => word.test(lower))?.[1] ?? rule.code;
  }
  return (category && HSN_BY_CATEGORY[category]) || DEFAULT_HSN;
}

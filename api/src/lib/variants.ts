// The RAM, size or weight a shopper picks becomes part of the cart line and the order line
// (decisions §6) as one readable label, e.g. 'Size: M' or 'RAM: 8 GB, Size: M'; '' when the
// product has no options. The label is also the line's key: the same product in two sizes is two lines.
import { parseList } from './json';
import { selectOptionMessage } from '@storefront/shared/rules';

export const VARIANT_KINDS = [
  { key: 'productRam', column: 'product_ram', label: 'RAM' },
  { key: 'size', column: 'size', label: 'Size' },
  { key: 'productWeight', column: 'product_weight', label: 'Weight' },
] as const;

export type VariantKey = (typeof VARIANT_KINDS)[number]['key'];
export type VariantChoices = Partial<Record<VariantKey, string | undefined>>;
/** A product's option lists as stored (JSON text per column). */
export interface StoredOptionLists {
  product_ram: string;
  size: string;
  product_weight: string;
}

export const selectMessage = selectOptionMessage;
export const notOfferedMessage = (label: string, value: string) => `${label} ${value} is not available for this product`;
export const noSuchOptionMessage = (label: string) => `This product has no ${label} options`;

/**
 * The line's label for the shopper's choices, or the message of what is wrong: every option list
 * the product has needs one of its values; a value for a list the product does not have is refused.
 */
export function variantFor(product: StoredOptionLists, choices: VariantChoices): { ok: true; variant: string } | { ok: false; msg: string } {
  const parts: string[] = [];
  for (const kind of VARIANT_KINDS) {
    const values = parseList(product[kind.column]).filter(Boolean);
    const chosen = choices[kind.key];
    if (values.length === 0) {
      if (chosen !== undefined && chosen !== '') return { ok: false, msg: noSuchOptionMessage(kind.label) };
      continue;
    }
    if (chosen === undefined || chosen === '') return { ok: false, msg: selectMessage(kind.label) };
    if (!values.includes(chosen)) return { ok: false, msg: notOfferedMessage(kind.label, chosen) };
    parts.push(`${kind.label}: ${chosen}`);
  }
  return { ok: true, variant: parts.join(', ') };
}

/** The first value of every list: the label the demo cart is seeded with. */
export function firstVariant(product: StoredOptionLists): string {
  const choices: VariantChoices = {};
  for (const kind of VARIANT_KINDS) choices[kind.key] = parseList(product[kind.column]).filter(Boolean)[0];
  const res = variantFor(product, choices);
  return res.ok ? res.variant : '';
}

// RAM, Size and Weight choices (spec section 4): a list that has values needs a choice before
// adding to cart; adding without one marks the list in error; choosing clears that mark.
import { useCallback, useMemo, useState } from 'react';
import { showAlert, type Product } from '@storefront/shared';
import { selectOptionMessage } from '@storefront/shared/rules';

export const OPTION_KINDS = [
  { key: 'productRam', label: 'RAM' },
  { key: 'size', label: 'Size' },
  { key: 'productWeight', label: 'Weight' },
] as const;

export type OptionKey = (typeof OPTION_KINDS)[number]['key'];
export type OptionChoices = Partial<Record<OptionKey, string>>;

export function useProductOptions(product: Product) {
  const lists = useMemo(
    () => OPTION_KINDS.map((k) => ({ ...k, values: (product[k.key] ?? []).filter(Boolean) })).filter((l) => l.values.length > 0),
    [product],
  );
  const [chosen, setChosen] = useState<OptionChoices>({});
  const [errors, setErrors] = useState<ReadonlySet<OptionKey>>(new Set());

  const choose = useCallback((key: OptionKey, value: string) => {
    setChosen((c) => ({ ...c, [key]: value }));
    setErrors((e) => {
      if (!e.has(key)) return e;
      const next = new Set(e);
      next.delete(key);
      return next;
    });
  }, []);

  /**
   * True when every present list has a choice; otherwise marks the unchosen lists and says which to
   * choose ('Please select Size', as the shop's server says without scripts: the mark alone told a
   * screen reader nothing).
   */
  const check = useCallback((): boolean => {
    const missing = lists.filter((l) => !chosen[l.key]);
    setErrors(new Set(missing.map((l) => l.key)));
    if (missing.length > 0) showAlert(selectOptionMessage(missing[0].label), true);
    return missing.length === 0;
  }, [lists, chosen]);

  return { lists, chosen, errors, choose, check };
}

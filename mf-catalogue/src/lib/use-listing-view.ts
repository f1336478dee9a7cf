// What a page of product results (a category listing, search) keeps for its view: the shopper's
// location and the categories, the filter panel's opener and the
// columns chosen. The bottom bar's Filters tab opens its panel while shown.
import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { DEFAULT_LAYOUT_COLUMNS, filterPanelOpenAtom, locationAtom } from '@storefront/shared';
import type { Columns } from '../components/listing-controls';
import { useCategories } from './use-categories';
import { useFilterPanel } from './use-filter-panel';

export function useListingView() {
  const location = useAtomValue(locationAtom);
  const categories = useCategories();
  const setPanelOpen = useSetAtom(filterPanelOpenAtom);
  useFilterPanel();
  const [columns, setColumns] = useState<Columns>(DEFAULT_LAYOUT_COLUMNS);
  return { location, categories, setPanelOpen, columns, setColumns };
}

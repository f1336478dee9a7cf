import { sliceRoot } from '@storefront/shared/ui/slice-root';

export const SliceRoot = sliceRoot('mf-catalogue');

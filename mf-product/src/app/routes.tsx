// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { ProductDetail } from '../features/product-detail/components/product-detail';

const pages: SlicePages = { ProductDetail };
export default pages;

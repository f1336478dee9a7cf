// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { ProductDetail } from './product-detail-page';

const pages: SlicePages = { ProductDetail };
export default pages;

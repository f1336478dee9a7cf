// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { Cart } from '../features/cart/components/cart';

const pages: SlicePages = { Cart };
export default pages;

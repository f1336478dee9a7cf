// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { Cart } from '../features/cart/components/cart';
import { Checkout } from '../features/checkout/components/checkout';
import { Orders } from '../features/orders/components/orders';

const pages: SlicePages = { Cart, Checkout, Orders };
export default pages;

// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { Cart } from '../features/cart/components/cart';
import { Checkout } from '../features/checkout/components/checkout';
import { Invoice } from '../features/invoice/components/invoice';
import { Orders } from '../features/orders/components/orders';

const pages: SlicePages = { Cart, Checkout, Orders, Invoice };
export default pages;

// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { Home } from '../features/home/components/home';

const pages: SlicePages = { Home };
export default pages;

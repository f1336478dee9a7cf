// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { SignIn } from '../features/sign-in/components/sign-in';

const pages: SlicePages = { SignIn };
export default pages;

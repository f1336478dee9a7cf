// The pages this slice lends to the shell, by the names of the shell's route table.
import type { SlicePages } from '@storefront/shared';
import { ChangePassword } from '../features/change-password/components/change-password';
import { ForgotPassword } from '../features/forgot-password/components/forgot-password';
import { MyAccount } from '../features/my-account/components/my-account';
import { MyList } from '../features/my-list/components/my-list';
import { SignIn } from '../features/sign-in/components/sign-in';
import { SignUp } from '../features/sign-up/components/sign-up';
import { VerifyOtp } from '../features/verify-otp/components/verify-otp';

const pages: SlicePages = { SignIn, SignUp, VerifyOtp, ForgotPassword, ChangePassword, MyAccount, MyList };
export default pages;

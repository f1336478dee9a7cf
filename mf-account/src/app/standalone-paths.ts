export const STANDALONE_PATHS: Record<string, string[]> = {
  SignIn: ['/signIn'],
  SignUp: ['/signUp'],
  VerifyOtp: ['/verifyOTP'],
  ForgotPassword: ['/forgotPassword'],
  ChangePassword: ['/changePassword'],
  MyAccount: ['/my-account'],
  MyList: ['/my-list'],
};

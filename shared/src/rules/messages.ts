// The words both sides show: the API answers them, and a screen shows the same words when it
// refuses the same thing before asking (or when the answer carries no message of its own).

/** A call for signed-in shoppers only, made without signing in. */
export const LOGIN_FIRST = 'Please login first';

// ---- cart -------------------------------------------------------------------------------------
export const ITEM_ADDED = 'Item is added in the cart';
export const ALREADY_IN_CART = 'Product already added in the cart';
export const ITEM_REMOVED = 'item removed from cart!';
export const SELECT_QUANTITY = 'Please select a quantity';
export const STOCK_EXCEEDED = 'The quantity is greater than product count in stock';
export const OUT_OF_STOCK = 'This product is out of stock';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const PRODUCT_NOT_FOUND = 'Product not found';

// ---- My List ----------------------------------------------------------------------------------
export const MY_LIST_ADDED = 'The product added to My List';
export const ALREADY_IN_MY_LIST = 'Product already added in My List';
export const MY_LIST_REMOVED = 'item removed from My List!';
/** The product page's heart (spec: its own words, not the cards'), with scripts or by its form. */
export const WISHLIST_ADDED_PAGE = 'The product was added to your wishlist';

// ---- reviews ----------------------------------------------------------------------------------
export const REVIEW_EMPTY = 'Please add a Review';

// ---- account ----------------------------------------------------------------------------------
export const EMAIL_BLANK = 'Email cannot be blank!';
export const PASSWORD_REQUIRED = 'Password cannot be blank!';
/** Sign-up's checks, in the spec's order and words. */
export const SIGN_UP_BLANK = {
  name: 'name can not be blank!',
  email: 'email can not be blank!',
  phone: 'phone can not be blank!',
  password: 'password can not be blank!',
} as const;
export const FILL_ALL_DETAILS = 'Please fill all the details';
/**
 * What a profile save refused before asking says (spec §5: name, email, phone and at least one
 * image): the spec's words, whatever is missing; the form marks a missing picture by its avatar
 * ('A profile picture is needed').
 */
export function profileIncomplete(fieldsBlank: boolean, noPicture: boolean): string | null {
  return fieldsBlank || noPicture ? FILL_ALL_DETAILS : null;
}
export const CONFIRM_PASSWORD = 'Please confirm password';
/** Change Password (after a code) with the new password left blank. */
export const NEW_PASSWORD_BLANK = 'Please enter new password';
/** Change Password reached without a verified code for it (its flow ran out, or never began). */
export const CHANGE_PASSWORD_NEEDS_CODE = 'Please verify the OTP sent to your e-mail before choosing a new password.';
export const VERIFY_OTP_FIRST = 'Verify OTP first';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_RESET = 'Password reset!';
export const NOT_AN_IMAGE = 'Please select a valid JPG or PNG image file.';
export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not configured';

// ---- checkout ---------------------------------------------------------------------------------
export const PROVIDER_FAILED = 'Order creation with the payment provider failed. Please try again.';
export const VERIFICATION_FAILED = 'Payment verification failed';
/** An empty required field of the checkout form (spec §5). */
export const pleaseFill = (fieldName: string) => `Please fill ${fieldName}`;

/** Add to cart without a RAM, Size or Weight chosen (the list is marked too): 'Please select Size'. */
export const selectOptionMessage = (label: string) => `Please select ${label}`;

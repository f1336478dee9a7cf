// The entities of spec section 3 and the request/response shape of every call of section 7, as
// types inferred from the contract (./contract: the zod schemas the API validates with). Types only:
// nothing here is shipped to the browser, zod included.
import type { z } from 'zod';
import type {
  addReviewBody,
  addToCartBody,
  addToMyListBody,
  addedReviewSchema,
  authUserSchema,
  bannerSchema,
  billingAddressSchema,
  billingDefaultsSchema,
  deliveryEstimateSchema,
  couponQuoteSchema,
  savedAddressSchema,
  addressBody,
  invoiceSchema,
  cartAddResponseSchema,
  cartItemSchema,
  categoryListSchema,
  categorySchema,
  countriesSchema,
  countrySchema,
  createOrderBody,
  errorSchema,
  googleSignInBody,
  myListAddedSchema,
  myListItemSchema,
  orderProductSchema,
  orderRefundSchema,
  orderSchema,
  passwordResetSchema,
  paymentOrderSchema,
  paymentTypeSchema,
  facetsSchema,
  listingPageSchema,
  productPageSchema,
  searchPageSchema,
  productSchema,
  profileSchema,
  removedSchema,
  reviewSchema,
  signInBody,
  signInSchema,
  signUpBody,
  signedPaymentSchema,
  signedUpSchema,
  subCategorySchema,
  successSchema,
  verifiedResetSchema,
} from './contract';

export type Id = string;

export interface Entity {
  id: Id;
  _id: Id;
}

// ---- entities ----------------------------------------------------------------------------------

export type Product = z.infer<typeof productSchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type Category = z.infer<typeof categorySchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Review = z.infer<typeof reviewSchema>;
/** The answer to adding a review: the saved review, and whether it replaced the shopper's earlier one. */
export type AddedReview = z.infer<typeof addedReviewSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type MyListItem = z.infer<typeof myListItemSchema>;
export type OrderProduct = z.infer<typeof orderProductSchema>;
export type Order = z.infer<typeof orderSchema>;
/** A cancelled online order's refund as the shopper sees it. */
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export type UserProfile = z.infer<typeof profileSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;
export type Country = z.infer<typeof countrySchema>;

/** The checkout form: what GET /api/orders/billing-defaults fills in. */
export type BillingForm = z.infer<typeof billingDefaultsSchema>;
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;
export type CouponQuote = z.infer<typeof couponQuoteSchema>;
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type AddressRequest = z.input<typeof addressBody>;
export type Invoice = z.infer<typeof invoiceSchema>;

/** The signed-in user summary kept in local storage under 'user' (not an API shape). */
export interface StoredUser {
  name: string;
  email: string;
  userId: Id;
  image: string;
}

/** Every failure the API answers: a 4xx/5xx with a readable message. */
export type ApiErrorBody = z.infer<typeof errorSchema>;

// ---- requests ----------------------------------------------------------------------------------

export type SignInRequest = z.input<typeof signInBody>;
export type SignUpRequest = z.input<typeof signUpBody>;
export type GoogleAuthRequest = z.input<typeof googleSignInBody>;
export type AddReviewRequest = z.input<typeof addReviewBody>;
export type AddToCartRequest = z.input<typeof addToCartBody>;
export type AddToMyListRequest = z.input<typeof addToMyListBody>;
export type CreateOrderPayload = z.input<typeof createOrderBody>;
/** What the payment provider hands the browser once paid; sent on to verify-payment and the order. */
export type VerifyPaymentRequest = z.infer<typeof signedPaymentSchema>;

// ---- responses ---------------------------------------------------------------------------------

export type ProductPage = z.infer<typeof productPageSchema>;
export type Facets = z.infer<typeof facetsSchema>;
/** GET /api/products/listing: a sorted, filtered page with its facet counts. */
export type ListingPage = z.infer<typeof listingPageSchema>;
/** GET /api/search/results: a page of results with facets and the correction used. */
export type SearchPage = z.infer<typeof searchPageSchema>;
export type CategoryListResponse = z.infer<typeof categoryListSchema>;
export type CountriesResponse = z.infer<typeof countriesSchema>;
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export type CartAddResponse = z.infer<typeof cartAddResponseSchema>;

/** A sign-in's answer as the screens read it: the signed-in shopper (error false), or the failure (isVerify false: the e-mail is not verified yet). */
export type SignInResponse = Partial<Pick<z.infer<typeof signInSchema>, 'token' | 'user'>> & {
  error: boolean;
  msg: string;
  isVerify?: boolean;
};

/** The `{ status, msg }` answers (sign-up, add to cart, add to My List) and their failures (false or 'FAILED'). */
export interface StatusResponse {
  status:
    | z.infer<typeof signedUpSchema>['status']
    | z.infer<typeof myListAddedSchema>['status']
    | z.infer<typeof passwordResetSchema>['status']
    | false
    | 'FAILED';
  msg: string;
}

/** The `{ success, message }` answers of the code calls and the `{ success, msg }` of removals, and their failures. */
export interface SuccessResponse {
  success: z.infer<typeof successSchema>['success'] | z.infer<typeof removedSchema>['success'] | false;
  message?: string;
  msg?: string;
}

/** A verified reset code: the token that lets the password be set once. */
export interface VerifyOtpResponse extends SuccessResponse {
  resetToken?: z.infer<typeof verifiedResetSchema>['resetToken'];
}

// The entities of spec section 3 and the request/response shape of every call of section 7,
// as our API (api/) answers them. Ids are strings; responses carry both `id` and `_id`.

export type Id = string;

export interface Entity {
  id: Id;
  _id: Id;
}

export interface Product extends Entity {
  name: string;
  description: string;
  brand: string;
  images: string[];
  price: number;
  oldPrice: number;
  discount: number;
  countInStock: number;
  rating: number;
  numReviews: number;
  catId: Id;
  catName: string;
  subCatId: Id | null;
  subCat: string;
  productRam: string[];
  size: string[];
  productWeight: string[];
  location: string[];
  isFeatured: boolean;
  dateCreated: string;
}

export interface SubCategory extends Entity {
  name: string;
  parentId: Id;
}

export interface Category extends Entity {
  name: string;
  color: string;
  images: string[];
  children: SubCategory[];
}

export interface Banner extends Entity {
  images: string[];
  catId: Id;
  subCatId: Id | null;
}

export interface Review extends Entity {
  productId: Id;
  customerName: string;
  customerId: Id;
  review: string;
  customerRating: number;
  dateCreated: string;
  /** The reviewer has ordered this product (decisions §6). */
  verifiedPurchase?: boolean;
}

/** The answer to adding a review: the saved review, and whether it replaced the shopper's earlier one. */
export interface AddedReview extends Review {
  replaced?: boolean;
  msg?: string;
}

export interface CartItem extends Entity {
  productTitle: string;
  image: string;
  rating: number;
  price: number;
  quantity: number;
  subTotal: number;
  productId: Id;
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options (decisions §6). */
  variant: string;
  countInStock: number;
  userId: Id;
}

export interface MyListItem extends Entity {
  productTitle: string;
  image: string;
  rating: number;
  price: number;
  productId: Id;
  userId: Id;
}

export interface BillingForm {
  fullName: string;
  country: string;
  streetAddressLine1: string;
  streetAddressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
}

export type BillingAddress = Pick<BillingForm, 'country' | 'streetAddressLine1' | 'streetAddressLine2' | 'city' | 'state' | 'zipCode'>;

export type PaymentType = 'COD' | 'Online';

export interface OrderProduct {
  productId: Id;
  productTitle: string;
  image: string;
  /** The cart line's variant, e.g. 'Size: M'; '' for a product without options. */
  variant?: string;
  price: number;
  quantity: number;
  subTotal: number;
}

export interface CreateOrderPayload {
  name: string;
  phoneNumber: string;
  address: string;
  pincode: string;
  amount: number;
  subtotal: number;
  tax: number;
  paymentId: string;
  paymentType: PaymentType;
  email: string;
  userid: Id;
  products: OrderProduct[];
  date: string;
  /** The billing form's address, remembered by the server for the next checkout (decisions §6). */
  billingAddress?: BillingAddress;
  /** Online orders: the provider's order id and signature, verified by the server. */
  razorpayOrderId?: string;
  razorpaySignature?: string;
}

export interface Order extends Entity {
  orderId: Id;
  date: string;
  name: string;
  phoneNumber: string;
  address: string;
  pincode: string;
  email: string;
  amount: number;
  subtotal: number;
  tax: number;
  paymentId: string;
  paymentType: PaymentType;
  status: string;
  products: OrderProduct[];
}

export interface UserProfile extends Entity {
  name: string;
  email: string;
  phone: string;
  images: string[];
  isAdmin: boolean;
}

/** The signed-in user summary kept in local storage under 'user'. */
export interface StoredUser {
  name: string;
  email: string;
  userId: Id;
  image: string;
}

export interface Country {
  country: string;
  iso2: string;
}

/** Every failure the API answers: a 4xx/5xx with a readable message. */
export interface ApiErrorBody {
  error: true;
  msg: string;
  [key: string]: unknown;
}

// ---- responses ---------------------------------------------------------------------------

export interface ProductPage {
  products: Product[];
  totalPages: number;
  page: number;
  perPage: number;
  totalPosts: number;
}

export interface CategoryListResponse {
  categoryList: Category[];
}

export interface CountriesResponse {
  error: boolean;
  data: Country[];
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface AuthUser {
  name: string;
  email: string;
  id: Id;
  userId: Id;
  images: string[];
}

export interface SignInResponse {
  error: boolean;
  token?: string;
  user?: AuthUser;
  msg: string;
  isVerify?: boolean;
}

export interface SignUpRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
  isAdmin: false;
}

export interface StatusResponse {
  status: boolean | 'SUCCESS' | 'FAILED';
  msg: string;
}

export interface SuccessResponse {
  success: boolean;
  message?: string;
  msg?: string;
}

export interface VerifyOtpResponse extends SuccessResponse {
  resetToken?: string;
}

export interface GoogleAuthRequest {
  /** Google Identity Services ID token, verified by the server. */
  credential: string;
}

export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
  /** Which provider answered ('sandbox' or 'razorpay') and its public key. */
  provider: 'sandbox' | 'razorpay';
  key: string;
}

export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface AddReviewRequest {
  productId: Id;
  customerName: string;
  customerId: Id;
  review: string;
  customerRating: number;
}

export interface AddToCartRequest {
  productTitle: string;
  image: string;
  rating: number;
  price: number;
  quantity: number;
  subTotal: number;
  productId: Id;
  countInStock: number;
  userId: Id;
  /** The option picked from each list the product has (decisions §6); the server labels the line. */
  productRam?: string;
  size?: string;
  productWeight?: string;
}

export interface AddToMyListRequest {
  productTitle: string;
  image: string;
  rating: number;
  price: number;
  productId: Id;
  userId: Id;
}

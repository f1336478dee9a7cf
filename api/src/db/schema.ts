// The one Database interface: every table as the queries see it, on SQLite and PostgreSQL alike.
// Conventions that keep the two engines identical:
// - ids are TEXT (short random strings, see lib/ids.ts);
// - money is integer rupees; ratings are REAL in half steps;
// - flags are INTEGER 0/1 (better-sqlite3 cannot bind booleans);
// - timestamps are ISO-8601 UTC strings in TEXT, so they sort and compare as text;
// - lists (images, options, locations) are JSON arrays stored as TEXT, parsed in repositories.
import type { Generated } from 'kysely';

/** 0 or 1. */
export type Flag = number;
/** A JSON array serialized to TEXT. */
export type JsonText = string;
/** An ISO-8601 UTC timestamp, e.g. 2026-11-22T10:00:00.000Z. */
export type IsoTime = string;

export interface UsersTable {
  id: string;
  name: string;
  /** Stored lower-cased and trimmed; unique. */
  email: string;
  phone: string;
  /** argon2id hash; null for accounts that have no password (external sign-in, seeded reviewers). */
  password_hash: string | null;
  images: JsonText;
  is_admin: Flag;
  is_verified: Flag;
  /** The external identity's subject (Google `sub`) once linked. */
  google_sub: string | null;
  /** Moves on when the password changes or is reset: tokens of an older version are refused. Default 0. */
  session_version?: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CategoriesTable {
  id: string;
  name: string;
  color: string;
  images: JsonText;
  /** Null for a top-level category; the parent's id for a sub-category. */
  parent_id: string | null;
  /** Display order among siblings. */
  position: number;
  created_at: IsoTime;
}

/**
 * On PostgreSQL the table also has a generated `search_document` tsvector (migration 2026112202) and
 * the `category_words` it reads (2026112720), both
 * absent from this interface: select product columns by name rather than selectAll().
 */
export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  brand: string;
  images: JsonText;
  price: number;
  old_price: number;
  /** Percent, consistent with price and old_price. */
  discount: number;
  count_in_stock: number;
  rating: number;
  num_reviews: number;
  cat_id: string;
  sub_cat_id: string | null;
  product_ram: JsonText;
  size: JsonText;
  product_weight: JsonText;
  /** iso2 codes where the product is offered; an empty list means everywhere. */
  location: JsonText;
  is_featured: Flag;
  date_created: IsoTime;
}

/** Kept by the API, never written with a product (migration 2026112629). */
export interface ProductPopularity {
  /** Units ordered in the last 30 days (lib/popularity.ts keeps it). */
  popularity: Generated<number>;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  customer_id: string;
  customer_name: string;
  review: string;
  customer_rating: number;
  date_created: IsoTime;
}

export type BannerKind = 'home' | 'banner' | 'side' | 'bottom';

export interface BannersTable {
  id: string;
  kind: BannerKind;
  images: JsonText;
  cat_id: string;
  sub_cat_id: string | null;
  position: number;
  created_at: IsoTime;
}

export interface CartItemsTable {
  id: string;
  user_id: string;
  product_id: string;
  /** The RAM, size or weight picked, e.g. 'Size: M'; '' for a product without options (the default). */
  variant: Generated<string>;
  quantity: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface MyListTable {
  id: string;
  user_id: string;
  product_id: string;
  created_at: IsoTime;
}

export type PaymentType = 'COD' | 'Online';

export interface OrdersTable {
  id: string;
  user_id: string;
  name: string;
  phone_number: string;
  address: string;
  pincode: string;
  email: string;
  subtotal: number;
  tax: number;
  amount: number;
  payment_type: PaymentType;
  /** 'None' for cash on delivery, the provider's payment id for online orders. */
  payment_id: string;
  /** The provider's order id for online orders. */
  payment_order_id: string | null;
  status: string;
  created_at: IsoTime;
  /** Rupees a coupon took off the subtotal (tax is on what is left). */
  discount: Generated<number>;
  coupon_code: string | null;
  /** The delivery address's other parts (address holds its street lines). '' on older orders. */
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  /** The state GST counts as the place of supply: the pincode's state, else the state typed. */
  place_of_supply: Generated<string>;
  /** The tax invoice's financial year ('2026-27') and serial in it; null on orders older than invoices. */
  invoice_fy: string | null;
  invoice_serial: number | null;
  cancelled_at: IsoTime | null;
  /** A cancelled order's credit note: its financial year and serial (null until cancelled). */
  credit_note_fy: string | null;
  credit_note_serial: number | null;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  /** Null once the product itself is deleted; the line keeps its title, image and price. */
  product_id: string | null;
  product_title: string;
  image: string;
  /** The cart line's variant, e.g. 'Size: M'; '' for a product without options (the default). */
  variant: Generated<string>;
  price: number;
  quantity: number;
  sub_total: number;
  /** The HSN code of the product's category when ordered ('' on older lines). */
  hsn: Generated<string>;
}

export type PaymentOrderStatus = 'created' | 'paid' | 'failed';

export interface PaymentOrdersTable {
  id: string;
  provider: string;
  provider_order_id: string;
  user_id: string;
  /** Integer rupees (the provider is asked for amount * 100 paise). */
  amount: number;
  currency: string;
  status: PaymentOrderStatus;
  /** Set once, when a verified payment creates an order: a replayed payment id creates nothing. */
  used_payment_id: string | null;
  /** The first payment known to have paid it (shopper's verification or provider webhook). */
  paid_payment_id: string | null;
  paid_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/**
 * pending: about to ask the provider; requested: the provider took it (its own status says whether
 * the money has left); failed: the provider refused or was unreachable, an operator must settle it.
 */
export type RefundStatus = 'pending' | 'requested' | 'failed';

export interface RefundsTable {
  id: string;
  payment_order_id: string;
  provider: string;
  payment_id: string;
  /** Integer rupees. */
  amount: number;
  currency: string;
  /** Why the payment could not be used (the message the shopper saw). */
  reason: string;
  status: RefundStatus;
  provider_refund_id: string | null;
  provider_status: string | null;
  error: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export type OtpPurpose = 'verify' | 'reset';

export interface OtpCodesTable {
  id: string;
  email: string;
  purpose: OtpPurpose;
  code_hash: string;
  expires_at: IsoTime;
  tries: number;
  consumed_at: IsoTime | null;
  created_at: IsoTime;
}

export type ResetTokenPurpose = 'reset' | 'change-password';

export interface ResetTokensTable {
  id: string;
  /** sha256 of the token handed to the shopper; the token itself is never stored. */
  token_hash: string;
  email: string;
  purpose: ResetTokenPurpose;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

/** One wrong password (or unknown e-mail) at sign-in, from one address. */
export interface SignInFailuresTable {
  id: string;
  /** Lower-cased, as typed. */
  email: string;
  ip: string;
  created_at: IsoTime;
}

export interface RateEventsTable {
  id: string;
  kind: string;
  /** The client address. */
  key: string;
  created_at: IsoTime;
}

export interface UploadsTable {
  id: string;
  user_id: string | null;
  /** Root-relative URL path, e.g. /uploads/u/abc.webp. */
  path: string;
  created_at: IsoTime;
}

export interface CountriesTable {
  iso2: string;
  country: string;
}

/** The address a shopper last ordered to (checkout fills it in). */
export interface LastAddressesTable {
  user_id: string;
  country: string;
  street_address_line1: string;
  street_address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  updated_at: IsoTime;
}

/** One row per product and iso2 code of its non-empty `location` list (kept by triggers, 2026112330). */
export interface ProductLocationsTable {
  iso2: string;
  product_id: string;
}

/** One row (id 1): `version` grows whenever a product's listed or filtered columns change (triggers). */
export interface CatalogueStateTable {
  id: number;
  version: number | string;
}

/** A range of pincodes we deliver to (decisions §7); the narrowest range holding a pincode wins. */
export interface PincodeRangesTable {
  id: string;
  first_pin: number;
  last_pin: number;
  state: string;
  /** N, W, C, S, E, NE or ISL: delivery takes longer the farther the region is from the seller's. */
  region: string;
  /** Cash on Delivery offered. */
  cod: Flag;
  /** Days added for hard-to-reach places (hills, the North-East, islands). */
  extra_days: number;
}

export interface CouponsTable {
  /** Upper-case, as shoppers see it. */
  code: string;
  kind: 'percent' | 'flat';
  /** Percent off, or whole rupees off. */
  value: number;
  /** The smallest subtotal (before tax) it applies to. */
  min_order: number;
  expires_at: IsoTime | null;
  /** Uses in all; null: unlimited. */
  max_uses: number | null;
  /** Uses per shopper; null: unlimited. */
  per_shopper: number | null;
  /** Uses taken (a cancelled order gives its use back). */
  used_count: number;
  created_at: IsoTime;
}

/** One order that used a coupon. */
export interface CouponUsesTable {
  id: string;
  code: string;
  user_id: string;
  order_id: string;
  created_at: IsoTime;
}

/** A shopper's saved address (My Account > Addresses); at most one is the default. */
export interface AddressesTable {
  id: string;
  user_id: string;
  full_name: string;
  phone_number: string;
  country: string;
  street_address_line1: string;
  street_address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  is_default: Flag;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The last tax invoice serial given in a financial year. */
export interface InvoiceCountersTable {
  fy: string;
  last_serial: number;
}

/** A token a sign-out ended before its expiry (`id` is its `jti`), kept until it would have expired. */
export interface EndedTokensTable {
  id: string;
  expires_at: IsoTime;
}

export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  products: ProductsTable & ProductPopularity;
  reviews: ReviewsTable;
  banners: BannersTable;
  cart_items: CartItemsTable;
  my_list: MyListTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payment_orders: PaymentOrdersTable;
  refunds: RefundsTable;
  otp_codes: OtpCodesTable;
  reset_tokens: ResetTokensTable;
  sign_in_failures: SignInFailuresTable;
  rate_events: RateEventsTable;
  uploads: UploadsTable;
  countries: CountriesTable;
  last_addresses: LastAddressesTable;
  product_locations: ProductLocationsTable;
  catalogue_state: CatalogueStateTable;
  pincode_ranges: PincodeRangesTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  addresses: AddressesTable;
  invoice_counters: InvoiceCountersTable;
  ended_tokens: EndedTokensTable;
}

// Where we deliver and how soon (decisions §7): a pincode's range gives its state, region, whether
// Cash on Delivery is offered, and extra days for hard-to-reach places; the days grow with the
// distance between the seller's region and the shopper's.
import { addDays, indiaDate, isValidPincode, pincodeOf, sameState } from '@storefront/shared/rules';
import type { Db } from '../db/index';

export interface PincodeArea {
  state: string;
  region: string;
  cod: boolean;
  extraDays: number;
}

/** The narrowest range holding the pincode, or null when we do not deliver there (or it is malformed). */
export async function findPincodeArea(db: Db, pincode: string): Promise<PincodeArea | null> {
  if (!isValidPincode(pincode)) return null;
  const pin = Number(pincodeOf(pincode));
  const row = await db
    .selectFrom('pincode_ranges')
    .select(['state', 'region', 'cod', 'extra_days'])
    .where('first_pin', '<=', pin)
    .where('last_pin', '>=', pin)
    .orderBy((eb) => eb('last_pin', '-', eb.ref('first_pin')))
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  return { state: row.state, region: row.region, cod: Number(row.cod) === 1, extraDays: Number(row.extra_days) };
}

/** Regions next to each other; any other pair (but the same) is far; islands are far from all. */
const NEIGHBOURS: ReadonlySet<string> = new Set(['N-C', 'N-W', 'N-E', 'C-W', 'C-S', 'C-E', 'W-S', 'S-E', 'E-NE']);

function regionDistance(a: string, b: string): number {
  if (a === b && a !== 'ISL') return 0;
  if (a === 'ISL' || b === 'ISL') return 3;
  return NEIGHBOURS.has(`${a}-${b}`) || NEIGHBOURS.has(`${b}-${a}`) ? 1 : 2;
}

/** The region of the seller's state, from the same table (South when the state is not in it). */
export async function sellerRegion(db: Db, sellerState: string): Promise<string> {
  const rows = await db.selectFrom('pincode_ranges').select(['state', 'region']).execute();
  return rows.find((r) => sameState(r.state, sellerState))?.region ?? 'S';
}

/** Days to deliver: 2 within the seller's state, 3 in its region, 4 next door, 5 far; plus the area's extra days. */
export function deliveryDays(area: PincodeArea, sellerState: string, fromRegion: string): number {
  if (sameState(area.state, sellerState)) return 2 + area.extraDays;
  return 3 + regionDistance(fromRegion, area.region) + area.extraDays;
}

export interface DeliveryEstimate {
  pincode: string;
  serviceable: boolean;
  state: string | null;
  days: number | null;
  /** India's calendar date 'YYYY-MM-DD' it should arrive by. */
  deliveryDate: string | null;
  cod: boolean;
}

export async function estimateDelivery(db: Db, pincode: string, sellerState: string, now = new Date()): Promise<DeliveryEstimate> {
  const area = await findPincodeArea(db, pincode);
  if (!area) return { pincode, serviceable: false, state: null, days: null, deliveryDate: null, cod: false };
  const days = deliveryDays(area, sellerState, await sellerRegion(db, sellerState));
  return { pincode, serviceable: true, state: area.state, days, deliveryDate: addDays(indiaDate(now), days), cod: area.cod };
}

import {
  type CartSummary,
  deliveryCharge,
  freeDeliveryThreshold,
  orderNumberPrefix,
} from '@beacon/contract/ecommerce';
import { seededRandom } from '../../lib/random';

/** What the price details need from one cart line. */
export interface PricedLine {
  price: number;
  qty: number;
  discountPercentage: number;
  hasFreeShipping: boolean;
}

// Money is added up in whole cents: binary fractions would drift (0.1 + 0.2).
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** One line in cents: its full price, and its discount rounded to the cent. */
export function lineCents(line: Pick<PricedLine, 'price' | 'qty' | 'discountPercentage'>) {
  const gross = toCents(line.price) * line.qty;
  const discount = Math.round((gross * line.discountPercentage) / 100);
  return { gross, discount, total: gross - discount };
}

/** What the buyer pays for one line before delivery: price × qty − its discount. */
export const lineTotal = (line: Pick<PricedLine, 'price' | 'qty' | 'discountPercentage'>) =>
  fromCents(lineCents(line).total);

/**
 * The cart's price details; the summary route and order placement both call this, so an order
 * always costs what the checkout showed.
 */
export function summarize(lines: readonly PricedLine[]): CartSummary {
  let mrp = 0;
  let discount = 0;
  let itemsCount = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    mrp += cents.gross;
    discount += cents.discount;
    itemsCount += line.qty;
  }
  // An empty cart counts as "every line ships free": nothing to deliver, nothing to charge.
  const freeDelivery =
    lines.every((line) => line.hasFreeShipping) || mrp - discount >= toCents(freeDeliveryThreshold);
  const delivery = freeDelivery ? 0 : toCents(deliveryCharge);
  return {
    itemsCount,
    mrp: fromCents(mrp),
    discount: fromCents(discount),
    delivery: fromCents(delivery),
    total: fromCents(mrp - discount + delivery),
  };
}

/**
 * A cart row's shipping offset (1–7 days), offers (1–4) and discount (3–20 %): drawn from the
 * user and product ids, so the same row always shows the same values.
 */
export function cartExtras(userId: number, productId: number) {
  const random = seededRandom(userId * 1_000_003 + productId);
  const draw = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return { shippingDays: draw(1, 7), offers: draw(1, 4), discountPercentage: draw(3, 20) };
}

/** Today (UTC) plus `days`, as YYYY-MM-DD. */
export function shippingDate(days: number, today = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}

export const orderNumber = (id: number) => `${orderNumberPrefix}${String(id).padStart(6, '0')}`;

import { describe, expect, it } from 'vitest';
import { cartExtras, lineTotal, orderNumber, shippingDate, summarize } from './ecommerce.pricing';

const line = (price: number, qty = 1, discountPercentage = 10, hasFreeShipping = false) => ({
  price,
  qty,
  discountPercentage,
  hasFreeShipping,
});

describe('cart pricing', () => {
  it('adds up in cents, rounding each line’s discount to the cent', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30.
    expect(summarize([line(0.1, 1, 0), line(0.2, 1, 0)]).mrp).toBe(0.3);
    // 19.99 × 3 = 59.97; 7 % of it is 4.1979 → 4.20.
    expect(summarize([line(19.99, 3, 7)])).toEqual({
      itemsCount: 3,
      mrp: 59.97,
      discount: 4.2,
      delivery: 9.99,
      total: 65.76,
    });
    expect(lineTotal(line(19.99, 3, 7))).toBe(55.77);
  });

  it('delivers free when every line ships free or the discounted amount reaches 100', () => {
    expect(summarize([line(10, 1, 0, true), line(20, 1, 0, true)]).delivery).toBe(0);
    expect(summarize([line(10, 1, 0, true), line(20, 1, 0, false)]).delivery).toBe(9.99);
    expect(summarize([line(100, 1, 0)]).delivery).toBe(0);
    // mrp 110, but 110 − 11 = 99 is under the threshold.
    expect(summarize([line(110, 1, 10)])).toMatchObject({ delivery: 9.99, total: 108.99 });
    expect(summarize([])).toEqual({ itemsCount: 0, mrp: 0, discount: 0, delivery: 0, total: 0 });
  });

  it('draws each cart row’s extras within their ranges, the same every time', () => {
    const seen = { days: new Set<number>(), offers: new Set<number>(), pct: new Set<number>() };
    for (let user = 1; user <= 20; user++)
      for (let product = 1; product <= 50; product++) {
        const extras = cartExtras(user, product);
        expect(cartExtras(user, product)).toEqual(extras);
        seen.days.add(extras.shippingDays);
        seen.offers.add(extras.offers);
        seen.pct.add(extras.discountPercentage);
      }
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect([...seen.days].sort((a, b) => a - b)).toEqual(range(1, 7));
    expect([...seen.offers].sort((a, b) => a - b)).toEqual(range(1, 4));
    expect([...seen.pct].sort((a, b) => a - b)).toEqual(range(3, 20));
  });

  it('dates shipping from today in UTC and numbers orders BCN-000042', () => {
    expect(shippingDate(3, new Date('2026-12-30T23:59:00Z'))).toBe('2027-01-02');
    expect(orderNumber(42)).toBe('BCN-000042');
    expect(orderNumber(1234567)).toBe('BCN-1234567');
  });
});

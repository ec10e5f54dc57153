/** The sidebar's "Multi Range" choices as price bounds; `all` has none. */
export const priceRanges = [
  { id: 'all', min: undefined, max: undefined },
  { id: 'upTo10', min: undefined, max: 10 },
  { id: '10to100', min: 10, max: 100 },
  { id: '100to500', min: 100, max: 500 },
  { id: 'from500', min: 500, max: undefined },
] as const satisfies readonly { id: string; min?: number; max?: number }[];

export type PriceRangeId = (typeof priceRanges)[number]['id'];

/** The choice whose bounds are exactly these, or null (e.g. bounds set with the slider). */
export function priceRangeOf(
  min: number | undefined,
  max: number | undefined,
): PriceRangeId | null {
  return priceRanges.find((range) => range.min === min && range.max === max)?.id ?? null;
}

/** The slider's scale; its top end means "no upper bound" (the dearest product is $7,999.99). */
export const sliderMax = 10_000;
export const sliderStep = 50;

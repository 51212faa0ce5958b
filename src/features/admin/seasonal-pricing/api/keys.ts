/** Query keys of the seasonal pricing screen. */
export const seasonalPricingKeys = {
  all: ['admin', 'seasonal-pricing'] as const,
  summary: (from: string, to: string) => [...seasonalPricingKeys.all, 'summary', from, to] as const,
  villa: (villaId: string) => [...seasonalPricingKeys.all, 'villa', villaId] as const,
  strip: (villaId: string, from: string, to: string) =>
    [...seasonalPricingKeys.all, 'strip', villaId, from, to] as const,
}

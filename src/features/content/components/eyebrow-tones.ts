// The theme's gold-dark eyebrow reads at only ~4.3:1 on sand; this deeper bronze keeps the gold
// look at ~6:1 (WCAG AA for small text). On navy the light gold is used.
export const eyebrowTone = {
  ivory: '',
  sand: 'text-[#6f5423]',
  navy: 'text-gold-light',
} as const

export type SurfaceTone = keyof typeof eyebrowTone

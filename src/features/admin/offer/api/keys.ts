/** Query keys of a villa's offer as staff edit it (Offer & terms in the villa editor). */
export const offerKeys = {
  all: ['admin', 'offer'] as const,
  villa: (villaId: string) => [...offerKeys.all, 'villa', villaId] as const,
}

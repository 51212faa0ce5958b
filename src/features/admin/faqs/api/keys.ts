/** Query keys of the FAQ screen (each villa's FAQs, inactive ones included). */
export const adminFaqKeys = {
  all: ['admin', 'faqs'] as const,
  list: (villaId: string) => [...adminFaqKeys.all, 'list', villaId] as const,
}

/** The public villa pages' caches (features/villas/api/keys.ts), refreshed after staff edits. */
export const publicVillaKeysRoot = ['villas'] as const

/** Query keys of the FAQ screen (each villa's FAQs, inactive ones included). */
export const adminFaqKeys = {
  all: ['admin', 'faqs'] as const,
  list: (villaId: string) => [...adminFaqKeys.all, 'list', villaId] as const,
}

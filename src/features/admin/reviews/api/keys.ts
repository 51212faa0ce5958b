/** Query keys of the reviews screen (each villa's reviews, inactive ones included). */
export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (villaId: string) => [...adminReviewKeys.all, 'list', villaId] as const,
  pastStays: (villaId: string) => [...adminReviewKeys.all, 'past-stays', villaId] as const,
}

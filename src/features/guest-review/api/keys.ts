/** Query keys of the guest's review page (issue 21, point 5). */
export const guestReviewKeys = {
  all: ['guest-review'] as const,
  invitation: (token: string) => [...guestReviewKeys.all, 'invitation', token] as const,
}

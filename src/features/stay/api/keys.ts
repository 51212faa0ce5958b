/** Query keys of the guest's stay page. */
export const stayKeys = {
  all: ['stay'] as const,
  detail: (token: string) => [...stayKeys.all, 'detail', token] as const,
  cardOffer: (token: string) => [...stayKeys.all, 'card-offer', token] as const,
}

/** Query keys of the guest's stay page. */
export const stayKeys = {
  all: ['stay'] as const,
  detail: (token: string) => [...stayKeys.all, 'detail', token] as const,
  cardOffer: (token: string) => [...stayKeys.all, 'card-offer', token] as const,

  money: (token: string) => [...stayKeys.all, 'money', token] as const,
  arrival: (token: string) => [...stayKeys.all, 'arrival', token] as const,
  paymentDetails: (token: string) => [...stayKeys.all, 'payment-details', token] as const,

  securityDeposit: (token: string) => [...stayKeys.all, 'security-deposit', token] as const,
}

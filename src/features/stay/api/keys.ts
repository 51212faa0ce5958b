/** Query keys of the guest's stay page. */
export const stayKeys = {
  all: ['stay'] as const,
  detail: (token: string) => [...stayKeys.all, 'detail', token] as const,
  securityDeposit: (token: string) => [...stayKeys.all, 'security-deposit', token] as const,
}

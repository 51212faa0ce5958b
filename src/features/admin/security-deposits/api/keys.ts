/** Query keys of the security deposits as staff see them (issue 21, point 3). */
export const securityDepositKeys = {
  all: ['admin', 'security-deposits'] as const,
  detail: (bookingId: string) => [...securityDepositKeys.all, 'detail', bookingId] as const,
}

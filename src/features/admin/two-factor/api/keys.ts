/** Query keys of two-factor authentication (the account's factors, the team, the company rule). */
export const twoFactorKeys = {
  all: ['admin', 'two-factor'] as const,
  factors: () => [...twoFactorKeys.all, 'factors'] as const,
  status: (userId: string, level: string) =>
    [...twoFactorKeys.all, 'status', userId, level] as const,
  team: () => [...twoFactorKeys.all, 'team'] as const,
  requirement: () => [...twoFactorKeys.all, 'requirement'] as const,
}

/** The site setting of "Require two-factor for all staff" (migration 20261126410000). */
export const REQUIREMENT_KEY = 'staff_two_factor_required'

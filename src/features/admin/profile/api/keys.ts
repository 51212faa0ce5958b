/** Query keys of the Profile Settings screen. */
export const profileKeys = {
  all: ['admin', 'profile'] as const,
  account: () => [...profileKeys.all, 'account'] as const,
  maintenance: () => [...profileKeys.all, 'maintenance'] as const,
  siteDetails: () => [...profileKeys.all, 'site-details'] as const,
  legalIdentity: () => [...profileKeys.all, 'legal-identity'] as const,
  emailSettings: () => [...profileKeys.all, 'email-settings'] as const,
  guestEmails: () => [...profileKeys.all, 'guest-emails'] as const,

  paymentSettings: () => [...profileKeys.all, 'payment-settings'] as const,
}

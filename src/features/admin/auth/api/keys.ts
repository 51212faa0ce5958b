/** Query keys of the admin's sign-in and password screens. */
export const adminAuthKeys = {
  all: ['admin', 'auth'] as const,
  commonPasswords: () => [...adminAuthKeys.all, 'common-passwords'] as const,
}

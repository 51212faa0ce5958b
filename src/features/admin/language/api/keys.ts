/** Query keys of the staff member's own preferences (issue 22: the admin's language). */
export const staffLanguageKeys = {
  all: ['admin', 'staff-language'] as const,
  mine: (userId: string) => [...staffLanguageKeys.all, userId] as const,
}

export const MIN_PASSWORD_LENGTH = 6

export interface PasswordChangeDraft {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export interface PasswordProblem {
  title: string
  description: string
}

/** The spec's rules, checked before asking the server: confirmation first, then length. */
export function passwordChangeProblem(draft: PasswordChangeDraft): PasswordProblem | null {
  if (draft.newPassword !== draft.confirmPassword)
    return { title: 'Password Mismatch', description: "New password and confirmation don't match" }
  if (draft.newPassword.length < MIN_PASSWORD_LENGTH)
    return {
      title: 'Password Too Short',
      description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    }
  return null
}

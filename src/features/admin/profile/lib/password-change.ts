import { z } from 'zod'
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  isCommonPassword,
} from '@/lib/password-policy/password-policy'
import * as m from '@/paraglide/messages'

export { MIN_PASSWORD_LENGTH }

export interface PasswordChangeDraft {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export interface PasswordProblem {
  /** The field the message stands next to. */
  field: 'newPassword' | 'confirmPassword'
  title: string
  description: string
}

/** What stands next to the new password field: length, then the common list once loaded. */
export function newPasswordProblem(
  password: string,
  common: ReadonlySet<string> | null = null,
  context: readonly string[] = [],
): PasswordProblem | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH)
    return {
      field: 'newPassword',
      title: m.admin_profile_too_short(),
      description: m.admin_profile_too_short_detail({ min: MIN_PASSWORD_LENGTH }),
    }
  if (length > MAX_PASSWORD_LENGTH)
    return {
      field: 'newPassword',
      title: m.admin_profile_too_long(),
      description: m.admin_profile_too_long_detail({ max: MAX_PASSWORD_LENGTH }),
    }
  if (common && isCommonPassword(password, common, context))
    return {
      field: 'newPassword',
      title: m.admin_profile_too_common(),
      description: m.admin_profile_too_common_detail(),
    }
  return null
}

/**
 * Every rule broken, checked before asking the server, in the spec's order: the confirmation
 * first, then the new password (Auth's minimum length from supabase/config.toml, the common list).
 */
export function passwordChangeProblems(
  draft: PasswordChangeDraft,
  common: ReadonlySet<string> | null = null,
  context: readonly string[] = [],
): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (draft.newPassword !== draft.confirmPassword)
    problems.push({
      field: 'confirmPassword',
      title: m.admin_profile_mismatch(),
      description: m.admin_profile_mismatch_detail(),
    })
  const weak = newPasswordProblem(draft.newPassword, common, context)
  if (weak) problems.push(weak)
  return problems
}

/** The change-password form: each of passwordChangeProblems beside its field. */
export function passwordChangeSchema(
  common: ReadonlySet<string> | null,
  context: readonly string[],
) {
  return z
    .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
    .superRefine((draft, refinement) => {
      for (const problem of passwordChangeProblems(draft, common, context)) {
        refinement.addIssue({ code: 'custom', path: [problem.field], message: problem.description })
      }
    })
}

import { MIN_PASSWORD_LENGTH } from '@/lib/password-policy/password-policy'
import * as m from '@/paraglide/messages'

/**
 * The password rule as the admin's forms state it beside the field, in the language on screen
 * (password-policy.ts keeps the English one for the command line and the local stack, which
 * load no messages).
 */
export function passwordRuleHint(minLength = MIN_PASSWORD_LENGTH): string {
  return m.admin_shared_password_rule({ count: minLength })
}

import { useEffect } from 'react'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import { useStaffLanguage } from '../api/get-staff-language'
import { setAdminLocale } from '../lib/admin-locale'

/**
 * Applies the signed-in staff member's saved language as soon as it is known (the admin app
 * re-renders in it); nothing when they never chose, so a new account stays in English — or in
 * the language last chosen on this browser.
 */
export function StaffLanguageSync() {
  const session = useCurrentSession()
  const language = useStaffLanguage(session.user.id).data
  useEffect(() => {
    if (language) setAdminLocale(language)
  }, [language])
  return null
}

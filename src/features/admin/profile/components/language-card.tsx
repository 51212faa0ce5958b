import { Check, Languages } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCurrentSession } from '@/features/admin/auth/api/current-session'
import {
  useStaffLanguage,
  type StaffLanguage,
} from '@/features/admin/language/api/get-staff-language'
import { useSaveStaffLanguage } from '@/features/admin/language/api/save-staff-language'
import { setAdminLocale, useAdminLocale } from '@/features/admin/language/lib/admin-locale'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { afterSuccess } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'

/** Each language named in itself, so a staff member finds theirs whatever the admin reads in. */
const LANGUAGES: readonly { value: StaffLanguage; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'fr', name: 'Français' },
]

/** The staff member's language for the admin (issue 22), saved with their account. */
export function LanguageCard() {
  const session = useCurrentSession()
  const saved = useStaffLanguage(session.user.id)
  const save = useSaveStaffLanguage()
  const shown = useAdminLocale()

  function handleChoose(language: StaffLanguage) {
    if (language === shown && saved.data === language) return
    // The saved row refreshes the preference, which re-renders the admin in the new language
    // (this card included) before mutate's own callbacks would run: afterSuccess still does.
    afterSuccess(save.mutateAsync({ userId: session.user.id, language }), () => {
      setAdminLocale(language)
      toast.success(m.admin_language_saved())
    })
  }

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Languages className="size-5 text-gold-dark" aria-hidden="true" /> Language / Langue
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_language_description()}</p>
      {saved.isPending ? (
        <AdminLoading label={m.admin_language_loading()} />
      ) : saved.isError ? (
        <div className="mt-4">
          <AdminError message={m.admin_language_load_failed()} onRetry={() => saved.refetch()} />
        </div>
      ) : (
        <div role="radiogroup" aria-label="Language / Langue" className="mt-5 flex flex-wrap gap-3">
          {LANGUAGES.map((language) => {
            const isChosen = language.value === shown
            return (
              <Button
                key={language.value}
                type="button"
                role="radio"
                lang={language.value}
                aria-checked={isChosen}
                variant={isChosen ? 'default' : 'outline'}
                disabled={save.isPending}
                onClick={() => handleChoose(language.value)}
                className="min-w-32"
              >
                {isChosen && <Check className="size-4" aria-hidden="true" />}
                {language.name}
              </Button>
            )
          })}
        </div>
      )}
    </Card>
  )
}

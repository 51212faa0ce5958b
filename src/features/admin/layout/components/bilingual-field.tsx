import type { ReactNode } from 'react'
import { Label } from '@/components/ui/label'
import { fieldErrorId } from '@/lib/form-rules'
import { langAttribute, missingLanguage } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

/** What each side's control needs: its id, its language (spell-check, voice) and its hints. */
export interface BilingualSide {
  lang: Locale
  id: string
  /**
   * The English control is named by the field's label and "English" ("Question English"); the
   * French one by "Français", described by the field's label: a search for the label finds the
   * English control only, as before the French existed.
   */
  labelledBy: string | undefined
  /** The ids describing the control (its "missing" flag and its error), for aria-describedby. */
  describedBy: string | undefined
  isInvalid: boolean
}

interface BilingualFieldProps {
  /** The English control's id; the French one's is `${id}-fr`. */
  id: string
  label: string
  hint?: string
  isRequired?: boolean
  /** The values as typed, for the "missing" flags. */
  english: string | readonly string[] | null | undefined
  french: string | readonly string[] | null | undefined
  errors?: Partial<Record<Locale, string | undefined>>
  className?: string
  /** One language above the other at every width (a narrow column, such as a side form). */
  isStacked?: boolean
  /** The control of one side (an input, a textarea, a picker). */
  children: (side: BilingualSide) => ReactNode
}

const SIDES: readonly { lang: Locale; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
]

/**
 * A text staff write in English and in French, side by side (stacked on a phone), each side
 * flagged while the other is written and it is not: the site then shows the other language.
 */
export function BilingualField({
  id,
  label,
  hint,
  isRequired,
  english,
  french,
  errors = {},
  className,
  isStacked,
  children,
}: BilingualFieldProps) {
  const missing = missingLanguage(english, french)
  return (
    <fieldset className={cn('min-w-0 space-y-2', className)}>
      <legend id={`${id}-legend`} className="text-sm font-medium">
        {label}
        {isRequired && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={cn('grid gap-3', !isStacked && 'md:grid-cols-2')}>
        {SIDES.map(({ lang, name }) => {
          const sideId = lang === 'en' ? id : `${id}-fr`
          const error = errors[lang]
          const flagId = `${sideId}-missing`
          const labelId = `${sideId}-language`
          const labelledBy = lang === 'en' ? `${id}-legend ${labelId}` : undefined
          const describedBy =
            [
              lang === 'fr' ? `${id}-legend` : '',
              missing === lang ? flagId : '',
              error ? fieldErrorId(sideId) : '',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          return (
            <div key={lang} className="min-w-0 space-y-1.5">
              <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
                <Label
                  id={labelId}
                  htmlFor={sideId}
                  lang={langAttribute(lang)}
                  className="text-xs font-medium uppercase tracking-[0.12em] text-muted-foreground"
                >
                  {name}
                </Label>
                {missing === lang && <MissingFlag id={flagId} lang={lang} />}
              </div>
              {children({ lang, id: sideId, labelledBy, describedBy, isInvalid: Boolean(error) })}
              {error && (
                <p id={fieldErrorId(sideId)} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </fieldset>
  )
}

function MissingFlag({ id, lang }: { id: string; lang: Locale }) {
  return (
    <span
      id={id}
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
    >
      {lang === 'fr' ? m.content_admin_french_missing() : m.content_admin_english_missing()}
    </span>
  )
}

/** The list's flag on an item with a text written in one language only. */
export function TranslationMissingBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900',
        className,
      )}
    >
      {m.content_admin_translation_missing()}
    </span>
  )
}

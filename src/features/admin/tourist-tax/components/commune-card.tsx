import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/dates'
import { classificationLabel } from '@/lib/villa-classification'
import type { TaxCommune, TaxRate } from '../api/get-tax-communes'
import { rateText, ratesByClassification, surchargeSentence } from '../lib/tax-forms'
import * as m from '@/paraglide/messages'

interface CommuneCardProps {
  commune: TaxCommune
  onEdit: () => void
  onDelete: () => void
  onAddRate: () => void
  onEditRate: (rate: TaxRate) => void
  onDeleteRate: (rate: TaxRate) => void
}

/** A commune: its code, its surcharges, and its rates by classification, newest first. */
export function CommuneCard({
  commune,
  onEdit,
  onDelete,
  onAddRate,
  onEditRate,
  onDeleteRate,
}: CommuneCardProps) {
  const headingId = useId()
  const groups = ratesByClassification(commune.rates)
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card">
      <header className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="font-display text-xl text-navy">
            {commune.name}{' '}
            <span className="font-sans text-sm text-muted-foreground">
              INSEE {commune.insee_code}
            </span>
          </h2>
          <p className="text-sm text-muted-foreground">{surchargeSentence(commune)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={onAddRate}>
            <Plus aria-hidden="true" /> {m.admin_tax_add_rate()}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={m.admin_seasons_edit_label({ name: commune.name })}
          >
            <Pencil aria-hidden="true" /> {m.admin_seasons_edit()}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onDelete}
            aria-label={m.admin_tax_remove_label({ name: commune.name })}
          >
            <Trash2 aria-hidden="true" /> {m.admin_tax_remove()}
          </Button>
        </div>
      </header>
      {groups.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{m.admin_tax_no_rates()}</p>
      ) : (
        <ul className="divide-y" aria-label={m.admin_tax_rates_of({ name: commune.name })}>
          {groups.flatMap((group) =>
            group.rates.map((rate, index) => {
              const label = m.admin_tax_rate_from({
                classification: classificationLabel(rate.classification),
                day: formatDay(rate.valid_from),
              })
              return (
                <li
                  key={rate.id}
                  aria-label={label}
                  className="flex flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-navy">
                      {classificationLabel(rate.classification)}
                      <span className="font-normal text-muted-foreground">
                        {' '}
                        · {m.admin_tax_from_day({ day: formatDay(rate.valid_from) })}
                      </span>
                      {index > 0 && (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          ({m.admin_tax_earlier()})
                        </span>
                      )}
                    </p>
                    <p className="text-muted-foreground">{rateText(rate)}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => onEditRate(rate)}
                      aria-label={m.admin_seasons_edit_label({ name: label })}
                    >
                      <Pencil aria-hidden="true" /> {m.admin_seasons_edit()}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => onDeleteRate(rate)}
                      aria-label={m.admin_tax_remove_label({ name: label })}
                    >
                      <Trash2 aria-hidden="true" /> {m.admin_tax_remove()}
                    </Button>
                  </div>
                </li>
              )
            }),
          )}
        </ul>
      )}
    </section>
  )
}

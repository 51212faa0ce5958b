import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/dates'
import { classificationLabel } from '@/lib/villa-classification'
import type { TaxCommune, TaxRate } from '../api/get-tax-communes'
import { rateText, ratesByClassification, surchargeSentence } from '../lib/tax-forms'

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
            <Plus aria-hidden="true" /> Add rate
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`Edit ${commune.name}`}
          >
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onDelete}
            aria-label={`Remove ${commune.name}`}
          >
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </header>
      {groups.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">
          No rates yet: villas here are quoted no tourist tax.
        </p>
      ) : (
        <ul className="divide-y" aria-label={`Rates of ${commune.name}`}>
          {groups.flatMap((group) =>
            group.rates.map((rate, index) => {
              const label = `${classificationLabel(rate.classification)} from ${formatDay(rate.valid_from)}`
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
                        · from {formatDay(rate.valid_from)}
                      </span>
                      {index > 0 && (
                        <span className="font-normal text-muted-foreground"> (earlier)</span>
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
                      aria-label={`Edit ${label}`}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => onDeleteRate(rate)}
                      aria-label={`Remove ${label}`}
                    >
                      <Trash2 aria-hidden="true" /> Remove
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

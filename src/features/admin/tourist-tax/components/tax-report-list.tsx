import { classificationLabel } from '@/lib/villa-classification'
import { euroCents, type TaxFigures, type TaxReportCommune } from '../lib/tax-report'
import * as m from '@/paraglide/messages'

function Figures({ figures, rate }: { figures: TaxFigures; rate?: number }) {
  const items = [
    ...(rate === undefined ? [] : [[m.admin_tax_rate(), euroCents(rate)] as const]),
    [m.admin_tax_stays(), figures.stays],
    [m.admin_analytics_nights(), figures.nights],
    [m.admin_tax_adults(), figures.taxablePersons],
    [m.admin_tax_taxable_nights(), figures.personNights],
    [m.admin_tax_exempt_nights(), figures.exemptPersonNights],
  ] as const
  return (
    <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-1.5 text-xs">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The report on a phone: each villa a block with its tax first, then the commune's total. */
export function TaxReportList({ communes }: { communes: readonly TaxReportCommune[] }) {
  return (
    <div className="space-y-4">
      {communes.map((commune) => (
        <section
          key={commune.id ?? 'none'}
          aria-label={commune.name}
          className="rounded-lg border bg-card"
        >
          <h3 className="border-b bg-sand/40 px-4 py-2">
            <span className="font-display text-lg text-navy">{commune.name}</span>
            {commune.inseeCode && (
              <span className="ml-2 text-xs text-muted-foreground">INSEE {commune.inseeCode}</span>
            )}
          </h3>
          <ul className="divide-y">
            {commune.villas.map((villa) => (
              <li key={`${villa.villaId}-${villa.rate}`} className="px-4 py-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-navy">{villa.name}</span>
                  <span className="font-medium tabular-nums">{euroCents(villa.tax)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {classificationLabel(villa.classification)} ·{' '}
                  {villa.registrationNumber ?? m.admin_tax_no_registration()}
                </p>
                <Figures figures={villa} rate={villa.rate} />
              </li>
            ))}
          </ul>
          <div className="border-t bg-muted/40 px-4 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3 font-medium">
              <span>{m.admin_tax_total_of({ name: commune.name })}</span>
              <span className="tabular-nums">{euroCents(commune.total.tax)}</span>
            </div>
            <Figures figures={commune.total} />
          </div>
        </section>
      ))}
    </div>
  )
}

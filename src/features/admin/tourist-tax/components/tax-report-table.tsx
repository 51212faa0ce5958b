import { classificationLabel } from '@/lib/villa-classification'
import { euroCents, type TaxFigures, type TaxReportCommune } from '../lib/tax-report'
import * as m from '@/paraglide/messages'

const headings = () => [
  m.admin_analytics_villa(),
  m.admin_tax_rate(),
  m.admin_tax_stays(),
  m.admin_analytics_nights(),
  m.admin_tax_adults(),
  m.admin_tax_taxable_nights(),
  m.admin_tax_exempt_nights(),
  m.admin_tax_tax(),
]

function FigureCells({ figures }: { figures: TaxFigures }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{figures.stays}</td>
      <td className="px-3 py-2 text-right tabular-nums">{figures.nights}</td>
      <td className="px-3 py-2 text-right tabular-nums">{figures.taxablePersons}</td>
      <td className="px-3 py-2 text-right tabular-nums">{figures.personNights}</td>
      <td className="px-3 py-2 text-right tabular-nums">{figures.exemptPersonNights}</td>
      <td className="px-3 py-2 text-right font-medium tabular-nums">{euroCents(figures.tax)}</td>
    </>
  )
}

/**
 * The report per commune: a line per villa and rate (a stay across a new rate has one line for
 * each), then the commune's total. Taxable nights are adults × nights; exempt, children × nights.
 */
export function TaxReportTable({ communes }: { communes: readonly TaxReportCommune[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[46rem] text-sm">
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headings().map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={`px-3 py-2 font-medium ${index === 0 ? 'text-left' : 'text-right'}`}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        {communes.map((commune) => (
          <tbody key={commune.id ?? 'none'} className="border-t" aria-label={commune.name}>
            <tr className="bg-sand/40">
              <th scope="rowgroup" colSpan={headings().length} className="px-3 py-2 text-left">
                <span className="font-display text-lg text-navy">{commune.name}</span>
                {commune.inseeCode && (
                  <span className="ml-2 text-xs text-muted-foreground">
                    INSEE {commune.inseeCode}
                  </span>
                )}
              </th>
            </tr>
            {commune.villas.map((villa) => (
              <tr key={`${villa.villaId}-${villa.rate}`} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="block font-medium text-navy">{villa.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {classificationLabel(villa.classification)} ·{' '}
                    {villa.registrationNumber ?? m.admin_tax_no_registration()}
                  </span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{euroCents(villa.rate)}</td>
                <FigureCells figures={villa} />
              </tr>
            ))}
            <tr className="border-t bg-muted/40 font-medium">
              <th scope="row" className="px-3 py-2 text-left">
                {m.admin_tax_total_of({ name: commune.name })}
              </th>
              <td className="px-3 py-2" />
              <FigureCells figures={commune.total} />
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  )
}

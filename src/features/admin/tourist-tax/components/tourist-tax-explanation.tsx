import * as m from '@/paraglide/messages'

/** How a quote uses the communes and rates, in a few plain sentences. */
export function TouristTaxExplanation() {
  return (
    <details className="mb-6 rounded-lg border bg-card p-4 text-sm open:pb-3">
      <summary className="cursor-pointer font-medium text-navy">{m.admin_tax_how_title()}</summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground">
        <li>{m.admin_tax_how_1()}</li>
        <li>{m.admin_tax_how_2()}</li>
        <li>{m.admin_tax_how_3()}</li>
        <li>{m.admin_tax_how_4()}</li>
        <li>{m.admin_tax_how_5()}</li>
      </ul>
    </details>
  )
}

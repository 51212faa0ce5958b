/** How a quote uses the communes and rates, in a few plain sentences. */
export function TouristTaxExplanation() {
  return (
    <details className="mb-6 rounded-lg border bg-card p-4 text-sm open:pb-3">
      <summary className="cursor-pointer font-medium text-navy">
        How the quote uses these rates
      </summary>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-muted-foreground">
        <li>
          Each villa names its commune and its classification (in the villa editor). A quote takes
          that commune’s rate for that classification in force on the stay’s nights: the one with
          the latest “valid from” on or before them.
        </li>
        <li>
          Classified villas (1 to 5 stars): the rate is euros per adult per night, so adults ×
          nights × rate.
        </li>
        <li>
          Unclassified villas: the rate is a percentage (1 to 5 %) of the nightly price per guest,
          capped per adult per night, times adults and nights.
        </li>
        <li>Children are exempt. The department’s and the region’s surcharges are added on top.</li>
        <li>
          A villa without a commune, or a commune without a rate for the villa’s classification, is
          quoted no tourist tax. Communes vote their rates for 1 January: add the new rate with that
          date, and keep the old one for stays before it.
        </li>
      </ul>
    </details>
  )
}

const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

/** "€1,250" — prices are whole euros per night on the site. */
export function formatEuro(amount: number): string {
  return euro.format(amount)
}

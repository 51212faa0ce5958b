const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

/** "€1,250" — prices are whole euros per night on the site. */
export function formatEuro(amount: number): string {
  return euro.format(amount)
}

const euroCents = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** "€1,250" for whole euros, "€4.32" or "−€725.50" otherwise: the quote's lines, to the cent. */
export function formatAmount(amount: number): string {
  const text = Number.isInteger(amount)
    ? euro.format(Math.abs(amount))
    : euroCents.format(Math.abs(amount))
  return amount < 0 ? `−${text}` : text
}

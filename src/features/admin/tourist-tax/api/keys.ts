/** Query keys of the Tourist tax screen (and the villa editor's commune choice). */
export const touristTaxKeys = {
  all: ['admin', 'tourist-tax'] as const,
  communes: () => [...touristTaxKeys.all, 'communes'] as const,
  /** The monthly report of one month (yyyy-MM). */
  report: (month: string) => [...touristTaxKeys.all, 'report', month] as const,
}

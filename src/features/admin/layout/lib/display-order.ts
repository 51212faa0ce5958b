/** The spec's rule for a new FAQ or review: the current maximum plus 1, starting from 1. */
export function nextDisplayOrder(rows: readonly { display_order: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.display_order), 0) + 1
}

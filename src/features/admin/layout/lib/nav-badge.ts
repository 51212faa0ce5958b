/** "7", "99+": a badge stays one short pill however many rows wait. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** Amenities typed as one line: split on commas, trimmed, empty entries dropped. */
export function parseAmenities(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** Empty (or blank) distances are stored as null. */
export function normaliseDistances(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

/** An optional whole number typed in a field: empty means null. */
export function parseOptionalInteger(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? Math.round(value) : null
}

/** "+N more" after the first `shown` amenities on a list card. */
export function amenitiesPreview(amenities: readonly string[], shown = 3) {
  return { visible: amenities.slice(0, shown), hiddenCount: Math.max(0, amenities.length - shown) }
}

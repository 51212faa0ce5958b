/**
 * The guests a search carried to a villa page (/villa/:id?…&guests=8), kept within 1 and the
 * villa's maximum; undefined when the address names none (the form's default then applies).
 */
export function readSearchedGuests(params: URLSearchParams, maxGuests: number): number | undefined {
  const text = params.get('guests')
  if (text === null || !/^\d+$/.test(text.trim())) return undefined
  return Math.min(Math.max(Number(text), 1), maxGuests)
}

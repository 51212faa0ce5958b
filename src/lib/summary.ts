/**
 * A text cut for a search result or a link preview (about 160 characters is what they show):
 * whole sentences when the first ones fit, else whole words and an ellipsis.
 */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const sentences = flat.match(/[^.!?…]+[.!?…]+(?=\s|$)/g) ?? []
  let kept = ''
  for (const sentence of sentences) {
    const next = kept ? `${kept} ${sentence.trim()}` : sentence.trim()
    if (next.length > max) break
    kept = next
  }
  if (kept) return kept
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:—–-]+$/, '')}…`
}

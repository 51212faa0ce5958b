/** The tel: link of a phone number as people write it: "+33 4 94 00 00 00" → "tel:+33494000000". */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}

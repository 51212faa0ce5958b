import { describe, expect, it } from 'vitest'
import { isValidTotp, qrSvg, totpFor } from '../../../supabase/local/auth-mfa.ts'

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below), 8-digit values
// 94287082 at 59 s and 07081804 at 1111111109 s: GoTrue's 6 digits are their last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('the local Auth’s TOTP (RFC 6238, as GoTrue validates it)', () => {
  it('computes the RFC’s test vectors', () => {
    expect(totpFor(RFC_SECRET).generate({ timestamp: 59_000 })).toBe('287082')
    expect(totpFor(RFC_SECRET).generate({ timestamp: 1_111_111_109_000 })).toBe('081804')
  })

  it('accepts the code of the step before and after, and no other', () => {
    const at = 1_111_111_109_000
    const code = totpFor(RFC_SECRET).generate({ timestamp: at })
    expect(isValidTotp(RFC_SECRET, code, at)).toBe(true)
    expect(isValidTotp(RFC_SECRET, code, at + 30_000)).toBe(true)
    expect(isValidTotp(RFC_SECRET, code, at - 30_000)).toBe(true)
    expect(isValidTotp(RFC_SECRET, code, at + 60_000)).toBe(false)
    expect(isValidTotp(RFC_SECRET, '', at)).toBe(false)
    expect(isValidTotp(RFC_SECRET, `${code}0`, at)).toBe(false)
  })

  it('draws the QR code as SVG markup a data URI can carry unescaped', async () => {
    const svg = await qrSvg('otpauth://totp/Riviera%20Villas:a%40b.fr?secret=ABC&issuer=Riviera')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toContain('#')
  })
})

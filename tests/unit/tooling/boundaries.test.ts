// @vitest-environment node
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint rules that keep imports flowing one way (eslint.config.js): app and pages → features →
// shared code, a feature using another only through its key factory, and no import cycles. Each
// case lints a line as if it were written in a real file of the repo.

const root = join(__dirname, '../../../')
const eslint = new ESLint({ cwd: root })

async function rulesBroken(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return result!.messages.map((message) => message.ruleId)
}

// The first lint loads ESLint's whole configuration (type-aware rules included): seconds on a
// loaded machine, so every case gets room beyond the default 5 s.
describe('feature boundaries', { timeout: 30_000 }, () => {
  it('refuse a shared component that reads a feature', async () => {
    expect(
      await rulesBroken(
        'src/components/layout/site-header.tsx',
        "export { useSiteDetails } from '@/features/site-details/api/get-site-details'\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuse a public feature that uses another feature’s helpers', async () => {
    expect(
      await rulesBroken(
        'src/features/villas/components/stay-search-form.tsx',
        "export { countNights } from '@/features/booking/lib/pricing'\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuse an admin screen that uses a public feature’s helpers', async () => {
    expect(
      await rulesBroken(
        'src/features/admin/villas/components/villas-screen.tsx',
        "export { useSiteDetails } from '@/features/site-details/api/get-site-details'\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuse a feature that uses a page', async () => {
    expect(
      await rulesBroken(
        'src/features/villas/components/villa-area.tsx',
        "export { default } from '@/pages/terms-page'\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('let a feature refresh another through its key factory, and the admin use its shell', async () => {
    expect(
      await rulesBroken(
        'src/features/admin/villas/api/save-villa.ts',
        "export { villaKeys } from '@/features/villas/api/keys'\n" +
          "export { activeVillaKeys } from '@/features/admin/layout/api/keys'\n",
      ),
    ).toEqual([])
  })

  it('let pages compose features', async () => {
    expect(
      await rulesBroken(
        'src/pages/terms-page.tsx',
        "export { useLegalIdentity } from '@/features/site-details/api/get-legal-identity'\n",
      ),
    ).toEqual([])
  })
})

describe('import cycles', { timeout: 30_000 }, () => {
  it('refuse a module that imports a module importing it', async () => {
    // components/price-day-button.tsx imports lib/pricing.ts.
    expect(
      await rulesBroken(
        'src/features/booking/lib/pricing.ts',
        "export { PriceDayButton } from '../components/price-day-button'\n",
      ),
    ).toEqual(['import-x/no-cycle'])
  })
})

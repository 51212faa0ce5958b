import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A newcomer's first `npm install` and `npm run dev` print no warning: npm 11's allowScripts
// covers every dependency with an install script, and Vite's config loads without the bundler
// (`configLoader: 'native'` wants every relative import of the config to name its file).

const root = join(__dirname, '../../../')
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')

describe('a fresh clone', () => {
  it('reviews the install script of every package that has one (package.json allowScripts)', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const allow = (JSON.parse(read('package.json')) as { allowScripts?: Record<string, boolean> })
      .allowScripts
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    expect(withScripts.length).toBeGreaterThan(0)
    for (const name of withScripts) expect(allow?.[name], name).toBe(true)
  })

  it('imports the Vite config’s own files with their extension', () => {
    const files = [
      'vite.config.ts',
      ...readdirSync(`${root}scripts/vite`).map((f) => `scripts/vite/${f}`),
    ]
    const bare = files.flatMap((file) =>
      [...read(file).matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
        .map((match) => match[1]!)
        .filter((spec) => !/\.(ts|tsx|mjs|js|json)$/.test(spec))
        .map((spec) => `${file}: ${spec}`),
    )
    expect(bare).toEqual([])
  })
})

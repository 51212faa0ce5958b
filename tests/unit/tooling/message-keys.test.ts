// @vitest-environment node
import { execSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

// Issue 22: the interface texts are typed. Every message is a compiled function
// (messages/<locale>/*.json → src/paraglide), so code that names a message that no longer exists
// stops compiling; and both languages hold the same messages, so no French page falls back to an
// English text without anyone noticing.

const root = join(__dirname, '../../../')
const languages = ['en', 'fr'] as const
const files = readdirSync(join(root, 'messages/en')).filter((name) => name.endsWith('.json'))
const keysOf = (locale: string, file: string) =>
  Object.keys(JSON.parse(readFileSync(join(root, 'messages', locale, file), 'utf8')))
    .filter((key) => key !== '$schema')
    .sort()

describe('both languages hold the same messages', () => {
  it.each(files)('%s', (file) => {
    expect(keysOf('fr', file)).toEqual(keysOf('en', file))
  })

  // A key in two area files makes the compiler hang without a word (seen in session 8): each
  // message lives in one file only.
  it('each message once, in one area file', () => {
    const filesOf = new Map<string, string[]>()
    for (const file of files) {
      for (const key of keysOf('en', file)) filesOf.set(key, [...(filesOf.get(key) ?? []), file])
    }
    expect([...filesOf].filter(([, where]) => where.length > 1)).toEqual([])
  })

  it('and every file exists in both', () => {
    for (const locale of languages) {
      expect(readdirSync(join(root, 'messages', locale)).sort()).toEqual([...files].sort())
    }
  })
})

describe('every message is used', () => {
  // A message no screen calls is a text nobody maintains: knip cannot see into the catalogue.
  const source = execSync("grep -rhoE --exclude-dir=paraglide '\\bm\\.[a-z0-9_]+' src", {
    cwd: root,
    encoding: 'utf8',
  })
  const called = new Set(source.split('\n').map((call) => call.slice(2)))
  // A few words are read from a catalogue itself, by key (the language offer, written in the
  // language it offers: components/layout/language-suggestion.tsx).
  const readers = execSync(
    "grep -rlE --exclude-dir=paraglide 'messages/[^/]+/[a-z-]+[.]json' src",
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  for (const file of readers.split('\n').filter(Boolean)) {
    for (const [, key] of readFileSync(join(root, file), 'utf8').matchAll(/'([a-z0-9_]+)'/g))
      called.add(key!)
  }
  it.each(files)('%s', (file) => {
    expect(keysOf('en', file).filter((key) => !called.has(key))).toEqual([])
  })
})

describe('a message removed from the catalogue breaks the type-check where it is used', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'messages-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  /** Type errors of a file calling m.nav_villas(), against the messages as given. */
  async function errorsWith(removeNavVillas: boolean): Promise<string[]> {
    const project = join(scratch, removeNavVillas ? 'without' : 'with')
    cpSync(join(root, 'messages'), join(project, 'messages'), { recursive: true })
    cpSync(join(root, 'project.inlang'), join(project, 'project.inlang'), { recursive: true })
    const settingsFile = join(project, 'project.inlang/settings.json')
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8'))
    settings.modules = [join(root, 'node_modules/@inlang/plugin-message-format/dist/index.js')]
    writeFileSync(settingsFile, JSON.stringify(settings))
    if (removeNavVillas) {
      for (const locale of languages) {
        const file = join(project, 'messages', locale, 'common.json')
        const messages = JSON.parse(readFileSync(file, 'utf8'))
        delete messages.nav_villas
        writeFileSync(file, JSON.stringify(messages))
      }
    }
    await compile({
      project: join(project, 'project.inlang'),
      outdir: join(project, 'paraglide'),
      strategy: ['globalVariable', 'baseLocale'],
    })
    const user = join(project, 'nav.ts')
    writeFileSync(
      user,
      "import * as m from './paraglide/messages.js'\nexport const label = m.nav_villas()\n",
    )
    const program = ts.createProgram([user], {
      noEmit: true,
      allowJs: true,
      checkJs: false,
      strict: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
    })
    return ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  }

  it('compiles while the message exists', async () => {
    expect(await errorsWith(false)).toEqual([])
  }, 60_000)

  it('fails once it is gone', async () => {
    expect((await errorsWith(true)).join('\n')).toMatch(/nav_villas/)
  }, 60_000)
})

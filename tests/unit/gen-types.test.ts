// @vitest-environment node
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type LocalDb } from '../../supabase/local/db'
import { readCatalog } from '../../scripts/lib/typegen/introspect'
import { renderTypes } from '../../scripts/lib/typegen/render'
import { parseViewTargets } from '../../scripts/lib/typegen/view-relationships'

const fixture = readFileSync(join(__dirname, 'fixtures/gen-types-schema.sql'), 'utf8')

let db: LocalDb
let output: string

beforeAll(async () => {
  db = await openPglite()
  await db.pg.exec(fixture)
  output = await renderTypes(await readCatalog(db.pg, ['public']))
}, 60_000)

afterAll(async () => {
  await db?.close()
})

/** The text of the member `name: {` at `indent` spaces, up to its closing brace. */
function block(name: string, indent: number): string {
  const pad = ' '.repeat(indent)
  const start = output.indexOf(`\n${pad}${name}: {\n`)
  expect(start, `${name} block`).toBeGreaterThanOrEqual(0)
  const end = output.indexOf(`\n${pad}}\n`, start)
  return output.slice(start + 1, end + indent + 2)
}

describe('db:types renderer on the fixture schema', () => {
  it('starts like the CLI output, with the PostgREST version', () => {
    expect(output.startsWith('export type Json =\n  | string\n')).toBe(true)
    expect(output).toContain(
      `export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.12"
  }
  public: {
    Tables: {
      house_details: {`,
    )
  })

  it('sorts tables and columns by name', () => {
    const tables = ['house_details', 'houses', 'owners'].map((t) =>
      output.indexOf(`\n      ${t}: {`),
    )
    expect(tables.every((i) => i > 0)).toBe(true)
    expect([...tables].sort((a, b) => a - b)).toEqual(tables)
  })

  it('renders Row, Insert and Update by nullability, defaults, identity and generation', () => {
    expect(block('houses', 6)).toBe(`      houses: {
        Row: {
          built_on: string | null
          id: number
          is_open: boolean
          meta: Json | null
          owner_id: string
          price: number
          price_with_tax: number | null
          rooms: number | null
          updated_at: string
        }
        Insert: {
          built_on?: string | null
          id?: never
          is_open?: boolean
          meta?: Json | null
          owner_id: string
          price: number
          price_with_tax?: number | null
          rooms?: number | null
          updated_at?: string
        }
        Update: {
          built_on?: string | null
          id?: never
          is_open?: boolean
          meta?: Json | null
          owner_id?: string
          price?: number
          price_with_tax?: number | null
          rooms?: number | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "houses_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "owners"
            referencedColumns: ["id"]
          },
        ]
      }`)
  })

  it('references enums and composite types, and maps arrays', () => {
    const owners = block('owners', 6)
    expect(owners).toContain(
      '          home: Database["public"]["CompositeTypes"]["address"] | null\n',
    )
    expect(owners).toContain('          mood: Database["public"]["Enums"]["mood"]\n')
    expect(owners).toContain('          moods: Database["public"]["Enums"]["mood"][] | null\n')
    expect(owners).toContain('          tags: string[]\n')
    expect(owners).toContain('          nickname?: string | null\n')
    expect(owners).toContain('        Relationships: []\n')
  })

  it('marks a foreign key that is also the primary key one-to-one, and follows it through views', () => {
    expect(block('house_details', 6)).toContain(`        Relationships: [
          {
            foreignKeyName: "house_details_house_id_fkey"
            columns: ["house_id"]
            isOneToOne: true
            referencedRelation: "houses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "house_details_house_id_fkey"
            columns: ["house_id"]
            isOneToOne: true
            referencedRelation: "open_houses"
            referencedColumns: ["id"]
          },
        ]`)
  })

  it('renders an updatable view with nullable columns and its own relationships', () => {
    expect(block('Views', 4)).toBe(`    Views: {
      open_houses: {
        Row: {
          id: number | null
          owner_id: string | null
          price: number | null
        }
        Insert: {
          id?: number | null
          owner_id?: string | null
          price?: number | null
        }
        Update: {
          id?: number | null
          owner_id?: string | null
          price?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "houses_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "owners"
            referencedColumns: ["id"]
          },
        ]
      }
    }`)
  })

  it('renders functions: scalar, table, setof scalar, setof row, single row, void; no triggers', () => {
    const functions = block('Functions', 4)
    expect(functions).toContain(
      '      house_price: { Args: { p_house_id: number }; Returns: number }\n',
    )
    expect(functions).toContain(
      '      open_days: { Args: { p_house_id: number }; Returns: string[] }\n',
    )
    expect(functions).toContain('      ping: { Args: never; Returns: undefined }\n')
    expect(functions).toContain(`      owner_stats: {
        Args: { p_limit?: number; p_owner: string }
        Returns: {
          house_id: number
          total: number
        }[]
      }`)
    expect(functions).toContain(`          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "houses"
          isOneToOne: false
          isSetofReturn: true
        }`)
    expect(functions).toContain(`          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "houses"
          isOneToOne: true
          isSetofReturn: false
        }`)
    expect(functions).not.toContain('touch')
    const names = [...functions.matchAll(/^ {6}(\w+): /gm)].map((m) => m[1])
    expect(names).toEqual([
      'first_house',
      'house_price',
      'houses_of',
      'open_days',
      'owner_stats',
      'ping',
    ])
  })

  it('renders enums, composite types, helper types and Constants', () => {
    expect(output).toContain(`    Enums: {
      mood: "happy" | "sad" | "so-so"
    }
    CompositeTypes: {
      address: {
        street: string | null
        zip: number | null
      }
    }`)
    expect(output).toContain(
      'type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">\n',
    )
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) {
      expect(output).toContain(`export type ${helper}<`)
    }
    expect(
      output.endsWith(`export const Constants = {
  public: {
    Enums: {
      mood: ["happy", "sad", "so-so"],
    },
  },
} as const
`),
    ).toBe(true)
  })

  it('type-checks, and supabase-js infers rows, embeds and RPC results from it', () => {
    const dir = join(__dirname, '../../node_modules/.tmp/gen-types-test')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'database.types.ts'), output)
    writeFileSync(
      join(dir, 'usage.ts'),
      `import { createClient } from '@supabase/supabase-js'
import type { Database, Tables, TablesInsert, Enums } from './database.types'
const client = createClient<Database>('http://localhost', 'key')
export async function use() {
  const { data } = await client.from('owners').select('*, houses(*)')
  const price: number | undefined = data?.[0]?.houses[0]?.price
  const { data: stats } = await client.rpc('owner_stats', { p_owner: 'x' })
  const total: number | undefined = stats?.[0]?.total
  const row: Tables<'houses'>['owner_id'] = 'x'
  const mood: Enums<'mood'> = 'so-so'
  // @ts-expect-error id is generated always
  const bad: TablesInsert<'houses'> = { id: 1, owner_id: 'x', price: 1 }
  return [price, total, row, mood, bad]
}
`,
    )
    const program = ts.createProgram([join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    rmSync(dir, { recursive: true, force: true })
    expect(errors).toEqual([])
  }, 60_000)
})

describe('parseViewTargets', () => {
  it('reads the outer target list of a view query, skipping junk entries', () => {
    const action =
      '({QUERY :commandType 1 :rtable ({RTE :subquery {QUERY :targetList ({TARGETENTRY :expr {VAR} :resno 1 :resname inner :ressortgroupref 0 :resorigtbl 9 :resorigcol 9 :resjunk false})}}) ' +
      ':targetList ({TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16409 :resorigcol 1 :resjunk false} ' +
      '{TARGETENTRY :expr {VAR :varno 1} :resno 2 :resname odd\\ name :ressortgroupref 0 :resorigtbl 16409 :resorigcol 3 :resjunk false} ' +
      '{TARGETENTRY :expr {VAR :varno 1} :resno 3 :resname x :ressortgroupref 1 :resorigtbl 0 :resorigcol 0 :resjunk true}) :override 0})'
    expect(parseViewTargets(action)).toEqual([
      { resno: 1, name: 'id', originTable: 16409, originColumn: 1 },
      { resno: 2, name: 'odd name', originTable: 16409, originColumn: 3 },
    ])
  })
})

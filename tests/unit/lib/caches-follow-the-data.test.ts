import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { QueryObserver } from '@tanstack/react-query'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { createQueryClient, QueryWithoutReadsError, type DataSource } from '@/lib/query-client'

interface Declared {
  queryKey: string[]
  meta: { reads: DataSource[] }
}

const SRC = join(__dirname, '../../../src')

/** Calls whose first argument is a query's options. */
const QUERY_CALLS = new Set([
  'queryOptions',
  'infiniteQueryOptions',
  'useQuery',
  'useInfiniteQuery',
  'useSuspenseQuery',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
])

/**
 * Mutations that change nothing a query reads: Auth's sign-in and password flows (their screens
 * move on; sign-out clears the whole cache), a start of enrolment (its factor is unverified until
 * verify-code, which declares its write), a read (export), the maintenance password (a cookie),
 * a public enquiry (no visitor query reads messages) and a new calendar link (its own answer is
 * put in the cache).
 */
const MUTATIONS_WITHOUT_WRITES = [
  'features/admin/auth/api/request-password-reset.ts',
  'features/admin/auth/api/sign-in.ts',
  'features/admin/auth/api/sign-out.ts',
  'features/admin/auth/api/update-password.ts',
  'features/admin/auth/api/verify-recovery-code.ts',
  'features/admin/bookings/api/export-bookings.ts',
  'features/admin/profile/api/change-password.ts',
  'features/admin/two-factor/api/start-enrolment.ts',
  'features/admin/villas/api/regenerate-calendar-link.ts',
  'features/enquiries/api/create-enquiry.ts',
  'features/maintenance/api/verify-maintenance-password.ts',
]

interface Declaration {
  file: string
  line: number
  call: string
  declares: boolean
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function calleeName(call: ts.CallExpression) {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return ''
}

function property(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  )
}

/**
 * `meta: { <key>: [...] , … }` written in the options object itself, the list written out or
 * named (a shared list such as QUOTE_READS, which the meta's type checks like a written one).
 */
function declaresList(options: ts.ObjectLiteralExpression, key: string) {
  const meta = property(options, 'meta')?.initializer
  if (!meta || !ts.isObjectLiteralExpression(meta)) return false
  const list = property(meta, key)?.initializer
  return !!list && (ts.isArrayLiteralExpression(list) || ts.isIdentifier(list))
}

/**
 * Every query options object and every mutation written in a source text. Options passed on
 * from a factory (`useQuery(villaQueryOptions(id))`, `{ ...options, enabled }`) are checked
 * where the factory writes them.
 */
function declarationsIn(text: string, file = 'source.ts') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const queries: Declaration[] = []
  const mutations: Declaration[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const call = calleeName(node)
      const [options] = node.arguments
      if (options && ts.isObjectLiteralExpression(options)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        const spreadsFactory = options.properties.some(ts.isSpreadAssignment)
        if (QUERY_CALLS.has(call) && !spreadsFactory) {
          queries.push({ file, line, call, declares: declaresList(options, 'reads') })
        }
        if (call === 'useMutation') {
          mutations.push({ file, line, call, declares: declaresList(options, 'writes') })
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { queries, mutations }
}

const app = sourceFiles(SRC).map((path) =>
  declarationsIn(readFileSync(path, 'utf8'), relative(SRC, path)),
)
const queries = app.flatMap((file) => file.queries)
const mutations = app.flatMap((file) => file.mutations)
const where = (d: Declaration) => `${d.file}:${d.line} ${d.call}`

describe('every query declares the tables it reads', () => {
  it('finds the queries of the app (the walk is not looking at nothing)', () => {
    expect(queries.length).toBeGreaterThan(50)
  })

  it('every query options object in src has meta.reads', () => {
    expect(queries.filter((q) => !q.declares).map(where)).toEqual([])
  })

  it('a query written without meta.reads is found and named', () => {
    const { queries: found } = declarationsIn(
      `export const planner = () => queryOptions({ queryKey: ['planner'], queryFn: load })
       export const villas = () => useQuery({ queryKey: ['v'], queryFn: load, meta: { errorToast } })
       export const faqs = () => queryOptions({ queryKey: ['f'], queryFn: load, meta: { reads: ['villa_faqs'] } })`,
      'example.ts',
    )
    expect(found.filter((q) => !q.declares).map(where)).toEqual([
      'example.ts:1 queryOptions',
      'example.ts:2 useQuery',
    ])
  })

  it('every mutation declares the tables it writes, or is one that changes nothing a query reads', () => {
    const silent = mutations.filter((m) => !m.declares).map((m) => m.file.split('\\').join('/'))
    expect(silent.sort()).toEqual(MUTATIONS_WITHOUT_WRITES)
  })
})

describe('the query client refreshes what a mutation wrote', () => {
  function deferred() {
    let resolve = () => {}
    const promise = new Promise<void>((r) => (resolve = r))
    return { promise, resolve }
  }

  it('refuses, in development and tests, a query that declares nothing', async () => {
    const client = createQueryClient()
    expect(() =>
      client.fetchQuery({ queryKey: ['undeclared'], queryFn: () => 1 } as never),
    ).toThrow(QueryWithoutReadsError)
    await expect(
      client.fetchQuery({ queryKey: ['declared'], queryFn: () => 1, meta: { reads: ['villas'] } }),
    ).resolves.toBe(1)
  })

  it('invalidates every query reading a written table, and no other, before the mutation settles', async () => {
    const client = createQueryClient()
    const planner: Declared = {
      queryKey: ['admin', 'planner'],
      meta: { reads: ['villas', 'bookings'] },
    }
    const pickers: Declared = { queryKey: ['admin', 'active-villas'], meta: { reads: ['villas'] } }
    const faqs: Declared = { queryKey: ['villas', 'faqs'], meta: { reads: ['villa_faqs'] } }
    for (const query of [planner, pickers, faqs]) {
      await client.fetchQuery({ ...query, queryFn: () => 'first', staleTime: Infinity })
    }

    // The planner is on screen: it refetches, and the mutation waits for that refetch.
    const refetched = deferred()
    const onScreen = new QueryObserver(client, {
      ...planner,
      queryFn: async () => {
        await refetched.promise
        return 'second'
      },
      staleTime: Infinity,
    })
    const leaveScreen = onScreen.subscribe(() => {})

    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved', meta: { writes: ['bookings'] } })
    let settled = false
    const execution = mutation.execute(undefined).then(() => (settled = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(false)
    refetched.resolve()
    await execution
    expect(settled).toBe(true)
    expect(client.getQueryData(planner.queryKey)).toBe('second')
    expect(client.getQueryState(planner.queryKey)?.isInvalidated).toBe(false)
    expect(client.getQueryState(pickers.queryKey)?.isInvalidated).toBe(false)
    expect(client.getQueryState(faqs.queryKey)?.isInvalidated).toBe(false)

    // A villa saved: every villa reader, observed or not, is stale; FAQs are not.
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'saved', meta: { writes: ['villas'] } })
      .execute(undefined)
    expect(client.getQueryState(pickers.queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(faqs.queryKey)?.isInvalidated).toBe(false)
    leaveScreen()
  })

  it('refreshes after a refused write too (a conflict means the data moved on)', async () => {
    const client = createQueryClient()
    const bookings = { queryKey: ['admin', 'bookings'], meta: { reads: ['bookings'] } } as const
    await client.fetchQuery({ ...bookings, queryFn: () => 'first', staleTime: Infinity })
    const refused = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('These dates overlap a confirmed booking')),
      meta: { writes: ['bookings'] },
    })
    await expect(refused.execute(undefined)).rejects.toThrow('overlap')
    expect(client.getQueryState(bookings.queryKey)?.isInvalidated).toBe(true)
  })
})

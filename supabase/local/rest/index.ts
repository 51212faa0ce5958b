import type { LocalDb, RequestIdentity } from '../db.ts'
import type { RequestContext } from './context.ts'
import { RestError, toRestError, unknownTable } from './errors.ts'
import { deleteRows, insertRows, updateRows } from './mutations.ts'
import { checkLimits, MAX_RESPONSE_BYTES } from './limits.ts'
import { parseQuery } from './parse-query.ts'
import { readTable } from './read.ts'
import { acceptKind, errorResponse, jsonResponse, MAX_ROWS, parsePrefer } from './response.ts'
import { callFunction } from './rpc.ts'
import { loadSchemaCache, type SchemaCache } from './schema-cache.ts'
import type { RestRequest, RestResponse } from './types.ts'

export type { RestRequest, RestResponse } from './types.ts'

export interface Rest {
  handle(req: RestRequest, identity: RequestIdentity): Promise<RestResponse>
  /** Re-reads tables, relationships and functions (call after migrations). */
  reloadSchema(): Promise<void>
}

const EXPOSED = ['public', 'graphql_public']

function checkProfile(req: RestRequest): void {
  const read = req.method === 'GET' || req.method === 'HEAD'
  const profile = read ? req.headers['accept-profile'] : req.headers['content-profile']
  if (profile && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED.join(', ')}`,
    )
  }
}

function decodeName(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The transaction-local request.* settings PostgREST sets (cookies are left out). */
function withRequest(identity: RequestIdentity, req: RestRequest): RequestIdentity {
  const headers = { ...req.headers }
  delete headers.cookie
  return { ...identity, method: req.method, path: req.path, headers }
}

/** A PostgREST v14 emulation over the embedded database (see wire-contract.md section 3). */
export function createRest(
  db: LocalDb,
  options: { maxRows?: number; maxResponseBytes?: number } = {},
): Rest {
  const maxRows = options.maxRows ?? MAX_ROWS
  const maxResponseBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES
  // Loaded at start and again on `NOTIFY pgrst, 'reload schema'` (which the platform's DDL event
  // triggers send after every migration or schema change), as PostgREST does; never on a miss.
  let cache: Promise<SchemaCache> | null = null

  const reloadSchema = async (): Promise<void> => {
    const next = loadSchemaCache(db.pg)
    cache = next
    next.catch(() => {
      if (cache === next) cache = null // retried by the next request
    })
    await next
  }

  const getCache = (): Promise<SchemaCache> => (cache ??= loadSchemaCache(db.pg))

  async function route(req: RestRequest, identity: RequestIdentity): Promise<RestResponse> {
    const method = req.method.toUpperCase()
    checkProfile(req)
    const shape = acceptKind(req.headers.accept)
    if (!shape) {
      throw new RestError(
        406,
        'PGRST107',
        `None of these media types are available: ${req.headers.accept}`,
      )
    }
    const schema = await getCache()
    const ctx: RequestContext = {
      db,
      maxRows,
      maxResponseBytes,
      cache: schema,
      req: { ...req, method },
      identity: withRequest(identity, { ...req, method }),
      prefer: parsePrefer(req.headers.prefer),
      shape,
      head: method === 'HEAD',
    }
    const path = req.path.replace(/\/+$/, '') || '/'
    const rpc = /^\/rpc\/([^/]+)$/.exec(path)
    if (rpc) {
      const name = decodeName(rpc[1])
      const candidates = schema.functions.get(name)
      if (!candidates) {
        throw new RestError(
          404,
          'PGRST202',
          `Could not find the function public.${name} without parameters in the schema cache`,
          `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
        )
      }
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw notAllowed(method)
      return callFunction(ctx, name, candidates)
    }
    const tableMatch = /^\/([^/]+)$/.exec(path)
    if (!tableMatch) {
      if (path === '/' && (method === 'GET' || method === 'HEAD'))
        return rootDocument(schema, ctx.head)
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
    }
    const name = decodeName(tableMatch[1])
    const table = schema.tables.get(name)
    if (!table) throw unknownTable(name)
    const query = parseQuery(req.search)
    checkLimits(query, db.pg.kind)
    switch (method) {
      case 'GET':
      case 'HEAD':
        return readTable(ctx, table, query)
      case 'POST':
        return insertRows(ctx, table, query)
      case 'PATCH':
        return updateRows(ctx, table, query)
      case 'DELETE':
        return deleteRows(ctx, table, query)
      default:
        throw notAllowed(method)
    }
  }

  return {
    reloadSchema,
    async handle(req, identity) {
      try {
        const res = await route(req, identity)
        // Supabase exposes two schemas, so PostgREST names the one it used.
        if (res.status < 400) res.headers['content-profile'] = 'public'
        return res
      } catch (e) {
        return errorResponse(toRestError(e, identity.role))
      }
    },
  }
}

const notAllowed = (method: string): RestError =>
  new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)

/** `GET /rest/v1/`: a minimal OpenAPI listing of the exposed tables and functions. */
function rootDocument(schema: SchemaCache, head: boolean): RestResponse {
  const paths: Record<string, object> = { '/': {} }
  for (const name of schema.tables.keys()) paths[`/${name}`] = {}
  for (const name of schema.functions.keys()) paths[`/rpc/${name}`] = {}
  const doc = { swagger: '2.0', info: { title: 'PostgREST API (local)', version: '14' }, paths }
  return jsonResponse(200, head ? null : JSON.stringify(doc), {
    'content-type': 'application/openapi+json; charset=utf-8',
  })
}

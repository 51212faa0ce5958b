import { randomUUID } from 'node:crypto'
import type { LocalDb, Queryable, RequestIdentity } from './db.ts'
import type { Caller } from './gateway.ts'
import { json, type ApiRequest, type ApiResponse } from './http-types.ts'
import { StorageFailure, notFoundBucket, notFoundObject, storageError } from './storage-errors.ts'
import {
  enforceLimits,
  isValidKey,
  objectMetadata,
  readUpload,
  type BucketLimits,
} from './storage-upload.ts'

export interface Storage {
  handle(req: ApiRequest, caller: () => Caller): Promise<ApiResponse>
}

interface BucketRow extends BucketLimits {
  id: string
  name: string
  owner: string | null
  public: boolean
  created_at: Date
  updated_at: Date
}

interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: Record<string, unknown> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  last_accessed_at: Date | null
}

const JWT_MESSAGES: Record<string, string> = {
  expired: 'jwt expired',
  signature: 'invalid signature',
  malformed: 'jwt malformed',
}

/** Leaves the caller's role for the superuser inside the same transaction (bytes table is private). */
const AS_SUPERUSER = 'set local role none'

/** The Storage API subset supabase-js uses; object rows are written as the caller so RLS decides. */
export function createStorage(db: LocalDb): Storage {
  const { pg } = db

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await pg.query<BucketRow>('select * from storage.buckets where id = $1', [id])
    if (!rows[0]) throw notFoundBucket()
    return rows[0]
  }

  function identityOf(caller: () => Caller): RequestIdentity {
    const result = caller()
    if (!result.ok) {
      throw new StorageFailure('403', 'Unauthorized', JWT_MESSAGES[result.reason] ?? result.message)
    }
    return result.identity
  }

  async function upload(
    req: ApiRequest,
    identity: RequestIdentity,
    bucketId: string,
    name: string,
    upsert: boolean,
  ) {
    const bucket = await findBucket(bucketId)
    if (!isValidKey(name)) throw new StorageFailure('400', 'InvalidKey', `Invalid key: ${name}`)
    const file = await readUpload(req)
    enforceLimits(bucket, file)
    const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : null
    const params = [
      randomUUID(),
      bucketId,
      name,
      sub && /^[0-9a-f-]{36}$/i.test(sub) ? sub : null,
      sub,
      JSON.stringify(objectMetadata(file)),
      file.userMetadata ? JSON.stringify(file.userMetadata) : null,
      randomUUID(),
    ]
    const id = await db.runAs(identity, async (tx) => {
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7, $8)` +
          (upsert
            ? ` on conflict (bucket_id, name) do update set owner = excluded.owner,
                owner_id = excluded.owner_id, metadata = excluded.metadata,
                user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()`
            : ''),
        params,
      )
      await tx.exec(AS_SUPERUSER)
      const { rows } = await tx.query<{ id: string }>(
        'select id from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      )
      const objectId = rows[0]!.id
      await tx.query(
        `insert into local_stack.object_data (object_id, data) values ($1, $2)
         on conflict (object_id) do update set data = excluded.data`,
        [objectId, file.data],
      )
      return objectId
    })
    return json(200, { Id: id, Key: `${bucketId}/${name}` })
  }

  async function serveObject(
    req: ApiRequest,
    bucketId: string,
    name: string,
    identity: RequestIdentity | null,
  ): Promise<ApiResponse> {
    const bucket = await findBucket(bucketId)
    if (!identity && !bucket.public) throw notFoundBucket()
    const read = async (tx: Queryable) => {
      const { rows } = await tx.query<ObjectRow>(
        'select * from storage.objects where bucket_id = $1 and name = $2',
        [bucketId, name],
      )
      const object = rows[0]
      if (!object) return null
      if (identity) await tx.exec(AS_SUPERUSER)
      const { rows: data } = await tx.query<{ data: Uint8Array }>(
        'select data from local_stack.object_data where object_id = $1',
        [object.id],
      )
      return { object, data: Buffer.from(data[0]?.data ?? new Uint8Array()) }
    }
    const found = identity
      ? await db.runAs(identity, read, { readOnly: true })
      : await pg.transaction(read)
    if (!found) throw notFoundObject()
    const { object, data } = found
    const metadata = object.metadata ?? {}
    const etag =
      typeof metadata.eTag === 'string' ? metadata.eTag : `"${object.version ?? object.id}"`
    const lastModified = new Date(
      typeof metadata.lastModified === 'string' ? metadata.lastModified : object.updated_at,
    ).toUTCString()
    const headers: Record<string, string> = {
      'content-type':
        typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
      'cache-control':
        typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
      etag,
      'last-modified': lastModified,
      'accept-ranges': 'bytes',
      // The browser must take the stored type at its word, never sniff a document out of it.
      'x-content-type-options': 'nosniff',
    }
    const download = new URLSearchParams(req.search).get('download')
    if (download !== null) {
      const filename = download || name.split('/').pop() || name
      headers['content-disposition'] = `attachment; filename=${encodeURIComponent(filename)};`
    }
    if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: null }
    return {
      status: 200,
      headers: { ...headers, 'content-length': String(data.length) },
      body: data,
    }
  }

  async function remove(identity: RequestIdentity, bucketId: string, names: string[]) {
    await findBucket(bucketId)
    const rows = await db.runAs(identity, async (tx) => {
      // The Storage API's own pass through storage.protect_delete(); RLS still decides.
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      const result = await tx.query<ObjectRow>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucketId, names],
      )
      return result.rows
    })
    return rows
  }

  async function listBuckets(identity: RequestIdentity, id?: string) {
    return db.runAs(
      identity,
      async (tx) => {
        const { rows } = await tx.query<BucketRow>(
          id === undefined
            ? 'select * from storage.buckets order by name'
            : 'select * from storage.buckets where id = $1',
          id === undefined ? [] : [id],
        )
        return rows
      },
      { readOnly: true },
    )
  }

  async function route(req: ApiRequest, caller: () => Caller): Promise<ApiResponse> {
    const { method } = req
    const segments = req.path.split('/').filter(Boolean)
    const decoded = segments.map(safeDecode)
    const [area, first, second] = decoded

    if (area === 'bucket' && method === 'GET') {
      const identity = identityOf(caller)
      if (first === undefined) return json(200, (await listBuckets(identity)).map(bucketJson))
      const rows = await listBuckets(identity, first)
      if (!rows[0]) throw notFoundBucket()
      return json(200, bucketJson(rows[0]))
    }
    if (area !== 'object' || !first) throw new StorageFailure('404', 'not_found', 'Route not found')

    const isRead = method === 'GET' || method === 'HEAD'
    // Storage routes the app never uses: say so, rather than look for a bucket named "list".
    if (
      UNSUPPORTED_OBJECT_ROUTES.has(first) &&
      !(first === 'public' || first === 'authenticated')
    ) {
      throw new StorageFailure(
        '400',
        'not_supported',
        `The local stack does not support ${method} /object/${first} (supported: upload, ` +
          'download, public and authenticated download, remove)',
      )
    }
    if (first === 'public' && isRead && second) {
      return serveObject(req, second, decoded.slice(3).join('/'), null)
    }
    if (first === 'authenticated' && isRead && second) {
      return serveObject(req, second, decoded.slice(3).join('/'), identityOf(caller))
    }
    const name = decoded.slice(2).join('/')
    if (isRead && name) return serveObject(req, first, name, identityOf(caller))
    if (method === 'POST' && name) {
      const upsert = (req.headers['x-upsert'] ?? '').toLowerCase() === 'true'
      return upload(req, identityOf(caller), first, name, upsert)
    }
    if (method === 'PUT' && name) return upload(req, identityOf(caller), first, name, true)
    if (method === 'DELETE' && !name) {
      const prefixes = parsePrefixes(req.body)
      return json(200, (await remove(identityOf(caller), first, prefixes)).map(objectJson))
    }
    if (method === 'DELETE' && name) {
      const rows = await remove(identityOf(caller), first, [name])
      if (!rows[0]) throw notFoundObject()
      return json(200, { message: 'Successfully deleted' })
    }
    throw new StorageFailure('404', 'not_found', 'Route not found')
  }

  return {
    async handle(req, caller) {
      try {
        return await route(req, caller)
      } catch (error) {
        if (error instanceof StorageFailure) {
          return storageError(error.statusCode, error.error, error.message)
        }
        const code = (error as { code?: string }).code
        if (code === '42501') {
          return storageError('403', 'Unauthorized', 'new row violates row-level security policy')
        }
        if (code === '23505') return storageError('409', 'Duplicate', 'The resource already exists')
        throw error
      }
    },
  }
}

/** Storage API object routes (storage/src/http/routes/object) the local stack does not serve. */
const UNSUPPORTED_OBJECT_ROUTES = new Set([
  'list',
  'list-v2',
  'sign',
  'info',
  'move',
  'copy',
  'upload',
  'render',
])

function parsePrefixes(body: Buffer): string[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { prefixes?: unknown }
    if (Array.isArray(parsed.prefixes) && parsed.prefixes.every((p) => typeof p === 'string')) {
      return parsed.prefixes as string[]
    }
  } catch {
    // falls through to the validation error below
  }
  throw new StorageFailure('400', 'Error', 'body/prefixes must be array')
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function bucketJson(bucket: BucketRow) {
  return {
    id: bucket.id,
    name: bucket.name,
    owner: bucket.owner ?? '',
    public: bucket.public,
    file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
    allowed_mime_types: bucket.allowed_mime_types,
    created_at: bucket.created_at.toISOString(),
    updated_at: bucket.updated_at.toISOString(),
  }
}

function objectJson(object: ObjectRow) {
  return {
    bucket_id: object.bucket_id,
    name: object.name,
    owner: object.owner,
    owner_id: object.owner_id,
    id: object.id,
    version: object.version,
    created_at: object.created_at.toISOString(),
    updated_at: object.updated_at.toISOString(),
    last_accessed_at: object.last_accessed_at?.toISOString() ?? null,
    metadata: object.metadata,
    user_metadata: object.user_metadata,
  }
}

import { createHash } from 'node:crypto'
import type { ApiRequest } from './http-types.ts'
import { StorageFailure } from './storage-errors.ts'

/** Storage's global limit in the CLI's config (50 MiB); the server's body limit is lower anyway. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

export interface UploadedFile {
  data: Buffer
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

export interface BucketLimits {
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

/** Multipart: the file part (its field name is empty), `contentType`/`cacheControl`/`metadata` fields. */
export async function readUpload(req: ApiRequest): Promise<UploadedFile> {
  const contentType = req.headers['content-type'] ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Blob([new Uint8Array(req.body)]),
      }).formData()
    } catch {
      throw new StorageFailure('400', 'InvalidRequest', 'Malformed multipart body')
    }
    let file: Blob | null = null
    for (const [, value] of form.entries()) {
      if (typeof value !== 'string') {
        file = value
        break
      }
    }
    if (!file) throw new StorageFailure('400', 'InvalidRequest', 'No file found in the request')
    const field = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : null
    }
    const cacheControl = field('cacheControl')
    return {
      data: Buffer.from(await file.arrayBuffer()),
      mimetype: field('contentType') || file.type || 'application/octet-stream',
      cacheControl: cacheControl ? `max-age=${cacheControl}` : 'no-cache',
      userMetadata: parseMetadata(field('metadata'), false),
    }
  }
  return {
    data: req.body,
    mimetype: contentType || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] || 'no-cache',
    userMetadata: parseMetadata(req.headers['x-metadata'] ?? null, true),
  }
}

function parseMetadata(value: string | null, base64: boolean): Record<string, unknown> | null {
  if (!value) return null
  try {
    const text = base64 ? Buffer.from(value, 'base64').toString('utf8') : value
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  } catch {
    throw new StorageFailure('400', 'InvalidRequest', 'Invalid metadata')
  }
}

export function enforceLimits(bucket: BucketLimits, file: UploadedFile) {
  const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit)
  const limit = bucketLimit ? Math.min(bucketLimit, GLOBAL_FILE_SIZE_LIMIT) : GLOBAL_FILE_SIZE_LIMIT
  if (file.data.length > limit) {
    throw new StorageFailure(
      '413',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    )
  }
  const allowed = bucket.allowed_mime_types
  if (allowed && allowed.length > 0 && !mimeAllowed(file.mimetype, allowed)) {
    throw new StorageFailure(
      '415',
      'invalid_mime_type',
      `mime type ${file.mimetype} is not supported`,
    )
  }
  enforceContent(file)
}

/** The first bytes each raster image type starts with. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/avif': (b) =>
    b.subarray(4, 8).toString('latin1') === 'ftyp' &&
    ['avif', 'avis'].includes(b.subarray(8, 12).toString('latin1')),
}

/**
 * A file declared as a raster image must start like one: a page or script uploaded as
 * "image/png" is refused rather than stored under an image's name. (A check of the local stack;
 * hosted Storage trusts the declared type, which the bucket's exact list already narrows.)
 */
function enforceContent(file: UploadedFile) {
  const type = file.mimetype.split(';')[0]!.trim().toLowerCase()
  const matches = SIGNATURES[type]
  if (matches && !matches(file.data)) {
    throw new StorageFailure(
      '415',
      'invalid_mime_type',
      `The file's content is not ${type}: it does not start like one`,
    )
  }
}

function mimeAllowed(mimetype: string, allowed: string[]): boolean {
  const [type, subtype] = mimetype.split(';')[0]!.trim().toLowerCase().split('/')
  return allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = pattern.trim().toLowerCase().split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}

/** Storage's isValidKey: word characters and a short list of punctuation. */
export function isValidKey(key: string): boolean {
  return key.length > 0 && /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key)
}

export function objectMetadata(file: UploadedFile) {
  return {
    eTag: `"${createHash('md5').update(file.data).digest('hex')}"`,
    size: file.data.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.data.length,
    httpStatusCode: 200,
  }
}

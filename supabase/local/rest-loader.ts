import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { LocalDb, RequestIdentity } from './db.ts'
import type { ApiRequest } from './http-types.ts'

interface RestHandler {
  handle(
    req: ApiRequest,
    identity: RequestIdentity,
  ): Promise<{ status: number; headers: Record<string, string>; body: string | null }>
}

const REST_ENTRY = new URL('./rest/index.ts', import.meta.url)

/** Until the REST engine lands, /rest/v1 answers 503 (PostgREST's "schema cache not ready"). */
export async function createRestHandler(db: LocalDb): Promise<RestHandler> {
  if (!existsSync(fileURLToPath(REST_ENTRY))) {
    return {
      async handle() {
        return {
          status: 503,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            code: 'PGRST002',
            details: null,
            hint: null,
            message: 'The REST engine of the local stack is not available yet',
          }),
        }
      },
    }
  }
  const mod = (await import(REST_ENTRY.href)) as { createRest(db: LocalDb): RestHandler }
  return mod.createRest(db)
}

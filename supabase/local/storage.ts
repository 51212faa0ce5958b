import type { LocalDb } from './db.ts'
import type { Caller } from './gateway.ts'
import { json, type ApiRequest, type ApiResponse } from './http-types.ts'

export interface Storage {
  handle(req: ApiRequest, caller: () => Caller): Promise<ApiResponse>
}

export function createStorage(_db: LocalDb): Storage {
  return {
    async handle() {
      return json(400, { statusCode: '404', error: 'not_found', message: 'Not implemented yet' })
    },
  }
}

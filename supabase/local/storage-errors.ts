import { json, type ApiResponse } from './http-types.ts'

/** Storage answers every 4xx-class error with HTTP 400 and the real status as a string. */
export function storageError(statusCode: string, error: string, message: string): ApiResponse {
  return json(statusCode.startsWith('5') ? 500 : 400, { statusCode, error, message })
}

export class StorageFailure extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
  ) {
    super(message)
  }
}

export const notFoundBucket = () =>
  new StorageFailure('404', 'Bucket not found', 'Bucket not found')
export const notFoundObject = () => new StorageFailure('404', 'not_found', 'Object not found')

import { useRef } from 'react'

/** A random UUID; `crypto.randomUUID` exists only on secure origins (https, localhost). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The id of a form's submission, sent as the row's primary key so that the database stores a
 * repeated submission once. The same content keeps its id across retries (a lost answer, then
 * "try again"); changed content, or a new form after a success, gets a new one.
 */
export function useSubmissionId() {
  const last = useRef<{ id: string; content: string } | null>(null)
  return {
    idFor(content: unknown): string {
      const key = JSON.stringify(content)
      if (last.current?.content !== key) last.current = { id: newSubmissionId(), content: key }
      return last.current.id
    },
    /** After a success: the next submission is a new one, even with the same content. */
    settle() {
      last.current = null
    },
  }
}

/**
 * The api layer's one way to send a request to PostgREST (a table read or write, or an RPC, from
 * lib/supabase or lib/public-api): cancelled with TanStack Query's `signal` when one is given, its
 * data typed from the builder, and the error (PostgREST's `{ code, message, details, hint }`)
 * thrown as it came, so lib/refusals.ts and lib/request-errors.ts can read its code — its words in
 * the language on screen (lib/refusal-text.ts).
 */
import { inLanguageOnScreen } from '@/lib/refusal-text'

/** A request still being built: it can take an AbortSignal. */
interface Abortable<Self> {
  abortSignal(signal: AbortSignal): Self
}

/** An answer: its data, or the error that took its place (PostgREST, Storage, Functions). */
interface Answer {
  data: unknown
  error: unknown
}

/** The data of a successful answer (the member of the union whose error is null). */
type DataOf<A> = A extends { data: infer T; error: null } ? T : never

/** The request, cancelled with `signal` when one is given (before `.single()`, which has no abortSignal). */
export function withSignal<Q extends Abortable<Q>>(query: Q, signal?: AbortSignal): Q {
  return signal ? query.abortSignal(signal) : query
}

/** The data of an answer, or its error thrown. */
export function dataOf<A extends Answer>(answer: A): DataOf<A> {
  if (answer.error) throw inLanguageOnScreen(answer.error)
  return answer.data as DataOf<A>
}

/** Sends the request (cancelled with `signal` when given): its data, or its error thrown. */
export async function run<Q extends PromiseLike<Answer> & Abortable<Q>>(
  query: Q,
  signal?: AbortSignal,
): Promise<DataOf<Awaited<Q>>> {
  return dataOf(await withSignal(query, signal))
}

/** As run, with the row count the request asked for (`{ count: 'exact' }`). */
export async function runCounted<
  Q extends PromiseLike<Answer & { count: number | null }> & Abortable<Q>,
>(query: Q, signal?: AbortSignal): Promise<{ data: DataOf<Awaited<Q>>; count: number | null }> {
  const answer = await withSignal(query, signal)
  return { data: dataOf(answer), count: answer.count }
}

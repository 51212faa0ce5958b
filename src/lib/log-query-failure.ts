/**
 * Runs a query's load and logs a failure before passing it on (the spec's "logged only" loads).
 * A cancelled request (the page was left) is not a failure, so it is not logged.
 */
export async function logQueryFailure<T>(
  message: string,
  signal: AbortSignal,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!signal.aborted) console.error(message, error)
    throw error
  }
}

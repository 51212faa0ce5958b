/** The aria attributes of a control whose AdminFormField shows `error`. */
export function fieldErrorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}

/** The id of the error AdminFormField shows under control `id`, for pickers (`errorId`). */
export function errorIdOf(id: string, error: string | undefined) {
  return error ? `${id}-error` : undefined
}

/**
 * The booking engine's answers are composite types (each beside its function in supabase/schemas/),
 * and the generator types every attribute of a composite `T | null`: Postgres cannot declare an
 * attribute NOT NULL. The function guarantees some of them; `required` checks those once, at the
 * api boundary, and types them non-null from then on. A field renamed in SQL no longer compiles
 * here (the generated type loses the key) nor anywhere the answer is read.
 */
export type WithRequired<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> }

export function required<T extends object, K extends keyof T>(
  row: T | null | undefined,
  keys: readonly K[],
  what: string,
): WithRequired<T, K> {
  if (!row) throw new Error(`The ${what} came back empty`)
  for (const key of keys) {
    if (row[key] === null || row[key] === undefined) {
      throw new Error(`The ${what} came back without ${String(key)}`)
    }
  }
  return row as WithRequired<T, K>
}

/**
 * A state or kind the database answers as text, checked once at the api boundary against the
 * values the app knows (listed once, `as const`): a value SQL gained but the app did not fails
 * here, naming it, instead of showing as nothing further on.
 */
export function oneOf<T extends string>(
  value: string | null | undefined,
  values: readonly T[],
  what: string,
): T {
  const known = values.find((candidate) => candidate === value)
  if (known === undefined) {
    throw new Error(
      `The ${what} came back as ${JSON.stringify(value ?? null)}, not one of ${values.join(', ')}`,
    )
  }
  return known
}

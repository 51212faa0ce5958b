/** Quotes an identifier; names reach here only after a schema-cache check. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`

/** A string literal for keys we cannot pass as parameters (json path steps). */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`

export const qualified = (table: string): string => `${ident('public')}.${ident(table)}`

/** Collects statement parameters; every user value travels as text in `$n`. */
export class Params {
  readonly values: (string | null)[] = []

  add(value: string | null): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Fresh table aliases so nested and repeated embeds never collide. */
export class Aliases {
  private n = 0

  next(base: string): string {
    this.n += 1
    return ident(`${base}_${this.n}`)
  }
}

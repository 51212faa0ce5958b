import { RestError } from './errors.ts'
import type { Relationship } from './schema-cache.ts'

const isColumnList = (cols: string[], name: string): boolean =>
  cols.length === 1 && cols[0] === name

/** Finds the foreign-key relationship an embed `name!hint(…)` means (PostgREST's findRel). */
export function resolveRelationship(
  from: { name: string; relationships: Relationship[] },
  name: string,
  hint: string | undefined,
): Relationship {
  let found = from.relationships.filter(
    (r) =>
      r.target === name ||
      r.constraint === name ||
      (r.fkOnLocal && isColumnList(r.localColumns, name)),
  )
  if (hint) {
    found = found.filter(
      (r) =>
        r.constraint === hint ||
        isColumnList(r.localColumns, hint) ||
        isColumnList(r.foreignColumns, hint),
    )
  }
  if (found.length === 1) return found[0]
  if (found.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}'${
        hint ? ` using the hint '${hint}'` : ''
      } in the schema 'public', but no matches were found.`,
    )
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
    found.map((r) => ({
      cardinality: r.fkOnLocal ? 'many-to-one' : r.toOne ? 'one-to-one' : 'one-to-many',
      embedding: `${from.name} with ${r.target}`,
      relationship: `${r.constraint} using ${from.name}(${r.localColumns.join(', ')}) and ${
        r.target
      }(${r.foreignColumns.join(', ')})`,
    })),
    `Try changing '${name}' to one of the following: ${found
      .map((r) => `'${name}!${r.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}

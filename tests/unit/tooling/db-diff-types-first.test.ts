import { describe, expect, it } from 'vitest'
import { typesFirst } from '../../../scripts/lib/db-diff/diff.ts'

// migra wrote `create type booking_money_figures` after the function returning it, and the
// migration failed to apply ("type does not exist"): db:diff puts new types first.
describe('typesFirst', () => {
  it('moves each new type before the statements that may use it, keeping their order', () => {
    const migra = [
      'create table "public"."t" (id int);',
      '',
      'create or replace function public.f()\n returns public.money\nas $$ select null::public.money $$;',
      '',
      'create type "public"."part" as ("a" int);',
      'create type "public"."money" as ("p" public.part);',
    ].join('\n')
    const sql = typesFirst(migra)
    expect(sql.indexOf('create type "public"."part"')).toBeLessThan(
      sql.indexOf('create type "public"."money"'),
    )
    expect(sql.indexOf('create type "public"."money"')).toBeLessThan(
      sql.indexOf('create or replace function'),
    )
    expect(sql).toContain('create table "public"."t" (id int);')
    expect(sql.match(/create type/g)).toHaveLength(2)
  })

  it('leaves a diff without new types as it is', () => {
    expect(typesFirst('drop table t;')).toBe('drop table t;')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDatabaseStack, type DatabaseStack, type SignedInUser } from './support/database-stack'

// The admin's language per staff member (issue 22, point 6): public.staff_preferences, whose
// row security lets a staff member read and save their own row only. The save is the app's
// (features/admin/language/api/save-staff-language.ts): update the row, else add it.

let db: DatabaseStack
let staff: SignedInUser
let colleague: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  colleague = await db.signIn('admin')
})
afterAll(() => db?.stop())

async function save(user: SignedInUser, language: 'en' | 'fr') {
  const updated = await user.client
    .from('staff_preferences')
    .update({ language, updated_at: new Date().toISOString() })
    .eq('user_id', user.userId)
    .select('language')
  if (updated.error) throw updated.error
  if (updated.data.length > 0) return
  const inserted = await user.client
    .from('staff_preferences')
    .insert({ user_id: user.userId, language })
  if (inserted.error) throw inserted.error
}

async function readOwn(user: SignedInUser) {
  const { data, error } = await user.client
    .from('staff_preferences')
    .select('user_id, language')
    .eq('user_id', user.userId)
  if (error) throw error
  return data
}

async function storedLanguage(userId: string) {
  const { data } = await db.service
    .from('staff_preferences')
    .select('language')
    .eq('user_id', userId)
    .maybeSingle()
  return data?.language ?? null
}

describe('a staff member', () => {
  it('has no language saved until they choose one (the admin stays in English)', async () => {
    expect(await readOwn(staff)).toEqual([])
  })

  it('saves French, reads it back, then switches to English', async () => {
    await save(staff, 'fr')
    expect(await readOwn(staff)).toEqual([{ user_id: staff.userId, language: 'fr' }])
    await save(staff, 'en')
    expect(await readOwn(staff)).toEqual([{ user_id: staff.userId, language: 'en' }])
    expect(await storedLanguage(staff.userId)).toBe('en')
  })

  it('finds each choice copied to their account, where Auth’s password-reset email reads it', async () => {
    const metadata = async () => (await staff.client.auth.getUser()).data.user?.user_metadata
    await save(staff, 'fr')
    expect(await metadata()).toMatchObject({ language: 'fr' })
    await save(staff, 'en')
    expect(await metadata()).toMatchObject({ language: 'en' })
  })

  it('finds the copy gone from their account when their row is deleted (the email is then in English)', async () => {
    const metadata = async () => (await staff.client.auth.getUser()).data.user?.user_metadata
    await save(staff, 'fr')
    expect(await metadata()).toMatchObject({ language: 'fr' })
    await db.service.from('staff_preferences').delete().eq('user_id', staff.userId).throwOnError()
    expect(await metadata()).not.toHaveProperty('language')
    await save(staff, 'en')
    expect(await metadata()).toMatchObject({ language: 'en' })
  })

  it('cannot save a language the site does not speak', async () => {
    const { error } = await staff.client
      .from('staff_preferences')
      .update({ language: 'de' as 'en' })
      .eq('user_id', staff.userId)
    expect(error).not.toBeNull()
    expect(await storedLanguage(staff.userId)).toBe('en')
  })

  it("cannot read a colleague's language", async () => {
    await save(colleague, 'fr')
    const { data, error } = await staff.client.from('staff_preferences').select('user_id')
    expect(error).toBeNull()
    expect(data).toEqual([{ user_id: staff.userId }])
  })

  it("cannot change a colleague's language, nor give them one", async () => {
    const updated = await staff.client
      .from('staff_preferences')
      .update({ language: 'en' })
      .eq('user_id', colleague.userId)
      .select('language')
    expect(updated.data ?? []).toEqual([])
    expect(await storedLanguage(colleague.userId)).toBe('fr')

    const { error } = await colleague.client
      .from('staff_preferences')
      .delete()
      .eq('user_id', colleague.userId)
    expect(error).not.toBeNull()
    const newcomer = await db.signIn('staff')
    const inserted = await staff.client
      .from('staff_preferences')
      .insert({ user_id: newcomer.userId, language: 'fr' })
    expect(inserted.error).not.toBeNull()
    expect(await storedLanguage(newcomer.userId)).toBeNull()
  })

  it('cannot move their row onto a colleague', async () => {
    const { error } = await staff.client
      .from('staff_preferences')
      .update({ user_id: colleague.userId })
      .eq('user_id', staff.userId)
    expect(error).not.toBeNull()
    expect(await storedLanguage(staff.userId)).toBe('en')
  })
})

describe('a signed-in user without a staff role', () => {
  it('can neither save nor read a language', async () => {
    const user = await db.signIn('user')
    const inserted = await user.client
      .from('staff_preferences')
      .insert({ user_id: user.userId, language: 'fr' })
    expect(inserted.error).not.toBeNull()
    expect(await storedLanguage(user.userId)).toBeNull()
  })
})

describe('a visitor', () => {
  it('reads no staff member’s language', async () => {
    const { data } = await db.anon.from('staff_preferences').select('user_id')
    expect(data ?? []).toEqual([])
  })

  it('cannot save one', async () => {
    const { error } = await db.anon
      .from('staff_preferences')
      .insert({ user_id: staff.userId, language: 'fr' })
    expect(error).not.toBeNull()
    const updated = await db.anon
      .from('staff_preferences')
      .update({ language: 'fr' })
      .eq('user_id', staff.userId)
      .select('language')
    expect(updated.data ?? []).toEqual([])
    expect(await storedLanguage(staff.userId)).toBe('en')
  })
})

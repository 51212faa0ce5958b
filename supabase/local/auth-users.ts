import { randomUUID } from 'node:crypto'
import type { Queryable } from './db.ts'
import bcrypt from 'bcryptjs'

/** A row of auth.users, as this module reads it. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  banned_until: Date | null
  is_anonymous: boolean
  recovery_token: string | null
  recovery_sent_at: Date | null
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export const BCRYPT_COST = 10

const iso = (date: Date | null) => (date ? date.toISOString() : undefined)

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id])
  return rows[0] ?? null
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1)',
    [email],
  )
  return rows[0] ?? null
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

export interface NewUser {
  email: string
  password?: string
  emailConfirm?: boolean
  role?: string
  appMetadata?: Record<string, unknown>
  userMetadata?: Record<string, unknown>
}

/** Inserts a user with an email identity, the way GoTrue's admin create does. Hash outside any transaction. */
export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

export async function insertUser(
  tx: Queryable,
  user: NewUser,
  encryptedPassword: string | null,
): Promise<UserRow> {
  const id = randomUUID()
  const email = user.email.toLowerCase()
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata }
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at,
       updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
       case when $5 then now() end, $6, $7, false, now(), now(), '', '', '', '')
     returning *`,
    [
      id,
      user.role ?? 'authenticated',
      email,
      encryptedPassword,
      user.emailConfirm === true,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
    ],
  )
  const identityData = { sub: id, email, email_verified: false, phone_verified: false }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at,
       updated_at)
     values ($1, $2, $3, 'email', now(), now())`,
    [id, id, JSON.stringify(identityData)],
  )
  return rows[0]!
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : Promise.resolve(false)
}

/** The user object GoTrue answers with; null timestamps are omitted like Go's omitempty. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  )
  const factors = await factorsOf(db, user.id)
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    // GoTrue's `factors,omitempty`: every factor, verified or not, absent when there is none.
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  }
}

/** A row of auth.mfa_factors, as the Auth API reads it. */
export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: Date
  updated_at: Date
  secret: string | null
  phone: string | null
  last_challenged_at: Date | null
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

/** GoTrue's models.Factor JSON (the secret never leaves). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at ? factor.last_challenged_at.toISOString() : null,
  }
}

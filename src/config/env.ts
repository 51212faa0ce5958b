import { readEnv } from './read-env'

/** Where the browser finds Supabase, checked once (config/read-env.ts). */
export const env = readEnv(import.meta.env, import.meta.env.MODE)

// The Supabase CLI's well-known local values, in one place: the embedded stack serves them, so
// `supabase start` is a drop-in, and the scripts, tests, Vite config and the browser's local
// fallback (src/config/read-env.ts) read them from here. Plain JavaScript so that the .mjs scripts
// (scripts/dev.mjs, scripts/lighthouse.mjs) import it under Node 20 too; types in well-known.d.mts.
//
// Public: the URL and the publishable/anon keys (they ship to every visitor). Secret on a real
// project, demo values here: the secret/service-role keys and the JWT secret. The browser bundle
// imports only the public ones.

/** The local stack's host and API port (supabase/config.toml [api] port). */
export const LOCAL_HOST = '127.0.0.1'
export const LOCAL_PORT = 54321
export const LOCAL_URL = `http://${LOCAL_HOST}:${LOCAL_PORT}`

/** The visitor's key: the publishable key, and its legacy anon JWT. */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** The server's keys (never in src): the secret key, its legacy service-role JWT, and the JWT secret (HS256). */
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

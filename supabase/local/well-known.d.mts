// Types of well-known.mjs (the Supabase CLI's well-known local URL and keys).
export declare const LOCAL_HOST: '127.0.0.1'
export declare const LOCAL_PORT: 54321
export declare const LOCAL_URL: 'http://127.0.0.1:54321'
export declare const PUBLISHABLE_KEY: string
export declare const ANON_KEY: string
export declare const SECRET_KEY: string
export declare const SERVICE_ROLE_KEY: string
export declare const JWT_SECRET: string

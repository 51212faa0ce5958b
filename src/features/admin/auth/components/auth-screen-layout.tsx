import type { ReactNode } from 'react'
import { brand } from '@/config/brand'
import * as m from '@/paraglide/messages'

/** The staff screens before the dashboard (sign in, forgot and reset password): one card on navy. */
export function AuthScreenLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-navy px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 text-center text-ivory">
          <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto mb-4 size-12" />
          <p className="text-xs uppercase tracking-[0.35em] text-gold-light">{brand.name}</p>
          <h1 className="mt-2 text-4xl">{m.admin_auth_brand()}</h1>
        </div>
        <div className="rounded-lg border border-white/10 bg-card p-6 shadow-xl sm:p-8">
          {children}
        </div>
      </div>
    </main>
  )
}

/** What went wrong with a form's request, read out as it appears. */
export function AuthFormError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2.5 text-sm text-destructive"
    >
      {children}
    </p>
  )
}

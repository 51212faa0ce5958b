import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { LanguageSuggestion } from '@/components/layout/language-suggestion'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/features/site-details/components/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { Spinner } from '@/components/ui/spinner'
import * as m from '@/paraglide/messages'

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-navy px-4 py-2 text-ivory focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.skip_to_content()}
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LanguageSuggestion />
    </div>
  )
}

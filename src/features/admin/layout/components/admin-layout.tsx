import { Suspense } from 'react'
import { Helmet } from 'react-helmet-async'
import { Link, Outlet } from 'react-router-dom'
import { Separator } from '@/components/ui/separator'
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { Spinner } from '@/components/ui/spinner'
import { brand } from '@/config/brand'
import { paths } from '@/config/paths'
import { AdminAttention } from '@/features/admin/layout/components/admin-attention'
import { AdminSidebar } from '@/features/admin/layout/components/admin-sidebar'
import { adminRefusalText } from '@/features/admin/layout/lib/admin-refusals'
import { registerRefusalTexts } from '@/lib/refusal-text'
import * as m from '@/paraglide/messages'

// The database's staff refusals in French too (lib/refusal-text.ts), loaded with the admin only.
registerRefusalTexts(adminRefusalText)

/** The dashboard frame: sidebar, a top bar that stays in view, and the current screen. */
export function AdminLayout() {
  return (
    <SidebarProvider>
      <Helmet>
        <title>{`${m.admin_layout_title()}${brand.titleSuffix}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Helmet>
      <AdminSidebar />
      <SidebarInset className="bg-ivory">
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-6">
          <SidebarTrigger className="-ml-1 text-navy" />
          <Separator orientation="vertical" className="h-6" />
          <h1 className="truncate font-display text-xl font-semibold text-navy sm:text-2xl">
            {m.admin_layout_title()}
          </h1>
          <Link
            to={paths.home.href()}
            className="ml-auto hidden shrink-0 rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-navy hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:inline"
          >
            {m.admin_layout_view_site()}
          </Link>
        </header>
        <main className="flex-1 px-4 py-6 md:px-8 md:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <AdminAttention />
            <Suspense fallback={<Spinner label={m.admin_layout_loading()} />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  )
}

import { useId, useState } from 'react'
import { Navigate } from 'react-router-dom'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { paths } from '@/config/paths'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { useContentAccess } from '../api/get-content-access'
import { canManageContent } from '../lib/access'
import { CONTENT_PAGES, isContentPageSlug, type ContentPageSlug } from '../lib/pages'
import { AccessDenied } from './access-denied'
import { PageSections } from './page-sections'
import * as m from '@/paraglide/messages'

/** Page Content Management: for admins and staff, a page picker and each section's editor. */
export function PageContentScreen() {
  const access = useContentAccess()
  const header = (
    <AdminPageHeader title={m.admin_pages_title()} description={m.admin_pages_description()} />
  )

  if (access.isPending)
    return (
      <>
        {header}
        <AdminLoading label={m.admin_pages_checking()} />
      </>
    )
  if (access.isError)
    return (
      <>
        {header}
        <AdminError message={m.admin_pages_verify_failed()} onRetry={() => access.refetch()} />
      </>
    )
  if (!access.data.hasUser) return <Navigate to={paths.admin.root.href()} replace />
  if (!canManageContent(access.data.role))
    return (
      <>
        {header}
        <AccessDenied />
      </>
    )

  return (
    <>
      {header}
      <PagePicker />
    </>
  )
}

function PagePicker() {
  const [pageSlug, setPageSlug] = useState<ContentPageSlug>('home')
  const selectId = useId()
  const page = CONTENT_PAGES.find((item) => item.slug === pageSlug) ?? CONTENT_PAGES[0]

  return (
    <div className="space-y-6">
      <div className="rounded-lg border bg-card p-4 shadow-sm sm:flex sm:items-center sm:gap-4 sm:p-5">
        <Label htmlFor={selectId} className="mb-2 block shrink-0 sm:mb-0">
          {m.admin_pages_page()}
        </Label>
        <div className="w-full sm:max-w-xs">
          <Select
            value={pageSlug}
            onValueChange={(value) => {
              if (isContentPageSlug(value)) setPageSlug(value)
            }}
          >
            <SelectTrigger id={selectId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CONTENT_PAGES.map((item) => (
                <SelectItem key={item.slug} value={item.slug}>
                  {item.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <PageSections key={page.slug} pageSlug={page.slug} label={page.label} />
    </div>
  )
}

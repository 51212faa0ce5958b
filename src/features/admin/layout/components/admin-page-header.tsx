import type { ReactNode } from 'react'

interface AdminPageHeaderProps {
  title: string
  description?: string
  /** Buttons shown at the right (below the title on small screens). */
  actions?: ReactNode
}

/** The heading of one admin screen (the dashboard title is the page's h1, so this is an h2). */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-3xl text-navy md:text-4xl">{title}</h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  )
}

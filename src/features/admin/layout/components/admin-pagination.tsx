import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import * as m from '@/paraglide/messages'

interface AdminPaginationProps<Size extends number> {
  /** The navigation's name, e.g. "Bookings pages". */
  label: string
  page: number
  pageCount: number
  pageSizes: readonly Size[]
  pageSize: Size
  total: number
  shown: number
  onPage: (page: number) => void
  onPageSize: (size: Size) => void
}

/** "Showing 26–50 of 312", rows per page, and previous / next: a server-side list's pager. */
export function AdminPagination<Size extends number>(props: AdminPaginationProps<Size>) {
  const { label, page, pageCount, pageSizes, pageSize, total, shown, onPage, onPageSize } = props
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite">
        {m.admin_pager_showing({
          first,
          last: first + shown - 1 < first ? first : first + shown - 1,
          total,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <span className="text-muted-foreground">{m.admin_pager_rows()}</span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) =>
              onPageSize(pageSizes.find((size) => String(size) === value) ?? pageSize)
            }
          >
            <SelectTrigger className="h-9 w-20" aria-label={m.admin_pager_rows()}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </label>
        <div className="flex items-center gap-2">
          <span className="mr-1">{m.admin_pager_page({ page, count: pageCount })}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label={m.admin_pager_previous()}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= pageCount}
            aria-label={m.admin_pager_next()}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  )
}

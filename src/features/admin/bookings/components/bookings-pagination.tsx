import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { PAGE_SIZES, type PageSize } from '../lib/bookings-view'

interface BookingsPaginationProps {
  page: number
  pageCount: number
  pageSize: PageSize
  total: number
  shown: number
  onPage: (page: number) => void
  onPageSize: (size: PageSize) => void
}

export function BookingsPagination(props: BookingsPaginationProps) {
  const { page, pageCount, pageSize, total, shown, onPage, onPageSize } = props
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  return (
    <nav
      aria-label="Bookings pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p aria-live="polite">
        Showing {first}–{first + shown - 1 < first ? first : first + shown - 1} of {total}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <span className="text-muted-foreground">Rows per page</span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) =>
              onPageSize(PAGE_SIZES.find((size) => String(size) === value) ?? 25)
            }
          >
            <SelectTrigger className="h-9 w-20" aria-label="Rows per page">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </label>
        <span>
          Page {page} of {pageCount}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}

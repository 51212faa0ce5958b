import { Download, ReceiptText } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { todayInParis } from '@/lib/dates'
import { downloadCsv } from '@/lib/download-csv'
import { useTaxReport } from '../api/get-tax-report'
import {
  monthLabel,
  previousMonth,
  reportMonths,
  taxReportCsv,
  taxReportFileName,
} from '../lib/tax-report'
import { TaxReportList } from './tax-report-list'
import { TaxReportTable } from './tax-report-table'
import * as m from '@/paraglide/messages'

/**
 * The month's tourist tax for each commune's declaration: per villa the nights, taxable persons,
 * rate and tax of the confirmed stays, as their bookings stored them, and each commune's total;
 * last month first (the one staff declare), exportable as CSV.
 */
export function MonthlyTaxReport() {
  const headingId = useId()
  const pickerId = useId()
  const today = todayInParis()
  const [month, setMonth] = useState(() => previousMonth(today))
  const report = useTaxReport(month)
  const communes = report.data ?? []

  const body = (() => {
    if (report.isPending) return <AdminLoading label={m.admin_tax_report_loading()} />
    if (report.isError) {
      return <AdminError message={m.admin_tax_report_failed()} onRetry={() => report.refetch()} />
    }
    if (communes.length === 0) {
      return (
        <AdminEmpty
          icon={ReceiptText}
          title={m.admin_tax_report_empty()}
          description={m.admin_tax_report_empty_description({ month: monthLabel(month) })}
        />
      )
    }
    return (
      <>
        <div className="hidden md:block">
          <TaxReportTable communes={communes} />
        </div>
        <div className="md:hidden">
          <TaxReportList communes={communes} />
        </div>
      </>
    )
  })()

  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-display text-2xl text-navy">
            {m.admin_tax_report_title()}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{m.admin_tax_report_intro()}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-end gap-2">
          <div className="w-44 space-y-1.5">
            <Label htmlFor={pickerId}>{m.admin_analytics_month()}</Label>
            <Select value={month} onValueChange={setMonth}>
              <SelectTrigger id={pickerId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {reportMonths(today).map((option) => (
                  <SelectItem key={option} value={option}>
                    {monthLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            variant="outline"
            disabled={communes.length === 0 || report.isPlaceholderData}
            onClick={() => downloadCsv(taxReportCsv(month, communes), taxReportFileName(month))}
          >
            <Download aria-hidden="true" /> {m.admin_tax_export_csv()}
          </Button>
        </div>
      </div>
      {body}
    </section>
  )
}

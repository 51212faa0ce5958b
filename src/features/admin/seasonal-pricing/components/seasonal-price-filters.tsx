import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import * as m from '@/paraglide/messages'

interface SeasonalPriceFiltersProps {
  villas: readonly VillaOption[]
  villaId: string
  onVillaChange: (villaId: string) => void
  showPast: boolean
  onShowPastChange: (showPast: boolean) => void
}

export function SeasonalPriceFilters(props: SeasonalPriceFiltersProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="w-full space-y-1.5 sm:max-w-sm">
        <Label htmlFor="season-filter-villa">{m.admin_analytics_villa()}</Label>
        <VillaSelect
          id="season-filter-villa"
          villas={props.villas}
          value={props.villaId}
          onValueChange={props.onVillaChange}
          allLabel={m.admin_analytics_all_villas()}
        />
      </div>
      <div className="flex items-center gap-2 pb-2">
        <Switch
          id="season-show-past"
          checked={props.showPast}
          onCheckedChange={props.onShowPastChange}
        />
        <Label htmlFor="season-show-past">{m.admin_seasons_show_past()}</Label>
      </div>
    </div>
  )
}

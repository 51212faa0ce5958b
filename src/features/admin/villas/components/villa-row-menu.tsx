import { Eye, EyeOff, ExternalLink, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import type { AdminVilla } from '../api/get-admin-villas'
import * as m from '@/paraglide/messages'

interface VillaRowMenuProps {
  villa: AdminVilla
  onEdit: () => void
  onToggleActive: () => void
  onDelete: () => void
}

function MenuItem(props: {
  icon: ReactNode
  onSelect: () => void
  isDanger?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={props.onSelect}
      className={cn(
        'flex w-full items-center gap-2 rounded-sm px-2.5 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none [&_svg]:size-4',
        props.isDanger &&
          'text-destructive hover:bg-destructive/10 focus-visible:bg-destructive/10',
      )}
    >
      {props.icon}
      {props.children}
    </button>
  )
}

/** The row's less frequent actions, the destructive one last and apart. */
export function VillaRowMenu({ villa, onEdit, onToggleActive, onDelete }: VillaRowMenuProps) {
  const [open, setOpen] = useState(false)
  const choose = (action: () => void) => () => {
    setOpen(false)
    action()
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={m.admin_villas_actions_for({ name: villa.name })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-56 p-1"
        aria-label={m.admin_villas_actions_for({ name: villa.name })}
      >
        <MenuItem icon={<Pencil aria-hidden="true" />} onSelect={choose(onEdit)}>
          {m.admin_villas_edit_villa()}
        </MenuItem>
        {villa.is_active && (
          <a
            href={paths.villa.href(villa.id)}
            target="_blank"
            rel="noreferrer"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-sm px-2.5 py-2 text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none [&_svg]:size-4"
          >
            <ExternalLink aria-hidden="true" /> {m.admin_villas_view_on_site()}
          </a>
        )}
        <MenuItem
          icon={villa.is_active ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          onSelect={choose(onToggleActive)}
        >
          {villa.is_active ? m.admin_villas_deactivate() : m.admin_villas_activate()}
        </MenuItem>
        <div role="separator" className="my-1 h-px bg-border" />
        <MenuItem icon={<Trash2 aria-hidden="true" />} onSelect={choose(onDelete)} isDanger>
          {m.admin_villas_delete_villa_menu()}
        </MenuItem>
      </PopoverContent>
    </Popover>
  )
}

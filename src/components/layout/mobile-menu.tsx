import { Link, NavLink } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'
import { mobileNavLinks, navLinkClass } from './nav-links'

/** The side panel of small screens (a Radix dialog): loaded when the menu button is first wanted. */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const close = () => onOpenChange(false)
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="overflow-y-auto bg-ivory pt-16">
        <SheetTitle className="sr-only">{m.nav_menu_title()}</SheetTitle>
        <SheetDescription className="sr-only">{m.nav_menu_description()}</SheetDescription>
        <nav aria-label={m.nav_mobile_label()} className="flex flex-col gap-6">
          {mobileNavLinks().map((link) => (
            <NavLink key={link.href} to={link.href} end className={navLinkClass} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <Button asChild size="lg" className="mt-4">
            <Link to={paths.villas.href()} onClick={close}>
              {m.nav_collection()}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  )
}

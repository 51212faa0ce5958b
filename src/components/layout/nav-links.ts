import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

// Functions, not constants: labels and links are in the language on screen when they render.

/** The desktop bar: the spec's four pages. */
export const navLinks = () => [
  { label: m.nav_destination(), href: paths.destination.href() },
  { label: m.nav_villas(), href: paths.villas.href() },
  { label: m.nav_experience(), href: paths.experience.href() },
  { label: m.nav_about(), href: paths.about.href() },
]

// The side panel on small screens reaches every page; the desktop bar keeps the spec's four.
export const mobileNavLinks = () => [
  { label: m.nav_home(), href: paths.home.href() },
  ...navLinks(),
  { label: m.nav_contact(), href: paths.contact.href() },
  { label: m.nav_concierge(), href: paths.concierge.href() },
]

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative py-2 text-xs font-medium tracking-luxe transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition-transform hover:text-gold-dark hover:after:scale-x-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
    isActive ? 'text-gold-dark after:scale-x-100' : 'text-navy',
  )

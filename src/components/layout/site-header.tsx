import { Menu } from 'lucide-react'
import { useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { BrandLogo } from '@/components/layout/brand-logo'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

const navLinks = [
  { label: 'DESTINATION', href: paths.destination.href() },
  { label: 'VILLAS', href: paths.villas.href() },
  { label: 'EXPERIENCE', href: paths.experience.href() },
  { label: 'ABOUT', href: paths.about.href() },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative py-2 text-xs font-medium tracking-luxe transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition-transform hover:text-gold-dark hover:after:scale-x-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
    isActive ? 'text-gold-dark after:scale-x-100' : 'text-navy',
  )

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false)

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/75">
      <div className="container flex h-20 items-center justify-between gap-6">
        <BrandLogo />

        <nav aria-label="Main" className="hidden items-center gap-10 md:flex">
          {navLinks.map((link) => (
            <NavLink key={link.href} to={link.href} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          <Button asChild size="lg" className="h-11 px-6">
            <Link to={paths.villas.href()}>COLLECTION</Link>
          </Button>
        </nav>

        <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu className="!size-6" />
            </Button>
          </SheetTrigger>
          <SheetContent side="right" className="bg-ivory pt-16">
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SheetDescription className="sr-only">Site navigation</SheetDescription>
            <nav aria-label="Mobile" className="flex flex-col gap-6">
              {navLinks.map((link) => (
                <NavLink
                  key={link.href}
                  to={link.href}
                  className={linkClass}
                  onClick={() => setIsMenuOpen(false)}
                >
                  {link.label}
                </NavLink>
              ))}
              <Button asChild size="lg" className="mt-4">
                <Link to={paths.villas.href()} onClick={() => setIsMenuOpen(false)}>
                  COLLECTION
                </Link>
              </Button>
            </nav>
          </SheetContent>
        </Sheet>
      </div>
    </header>
  )
}

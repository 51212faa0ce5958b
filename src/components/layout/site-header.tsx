import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { BrandLogo } from '@/components/layout/brand-logo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'
import { LanguageSwitch } from './language-switch'
import { navLinkClass, navLinks } from './nav-links'

// The phone menu's panel (a Radix dialog) stays out of the first download: it loads when the
// visitor points at, focuses or taps the menu button.
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(loadMobileMenu)

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isMenuWanted, setIsMenuWanted] = useState(false)

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/75">
      <div className="container flex h-20 items-center justify-between gap-6">
        <BrandLogo />

        <nav aria-label={m.nav_main_label()} className="hidden items-center gap-10 md:flex">
          {navLinks().map((link) => (
            <NavLink key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <Button asChild size="lg" className="h-11 px-6">
            <Link to={paths.villas.href()}>{m.nav_collection()}</Link>
          </Button>
          <LanguageSwitch />
        </nav>

        <LanguageSwitch className="ml-auto md:hidden" />
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={m.nav_open_menu()}
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => {
            setIsMenuWanted(true)
            setIsMenuOpen(true)
          }}
        >
          <Menu className="!size-6" />
        </Button>
        {isMenuWanted && (
          <Suspense fallback={null}>
            <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} />
          </Suspense>
        )}
      </div>
    </header>
  )
}

import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { BrandLogo } from '@/components/layout/brand-logo'
import { brand } from '@/config/brand'
import { paths } from '@/config/paths'
import { useSiteDetails } from '../api/get-site-details'
import { socialLinks } from '@/lib/site-details'
import { telHref } from '@/lib/phone'
import { cn } from '@/lib/utils'
import { todayInParis } from '@/lib/dates'

const collectionLinks = [
  { label: 'Home', href: paths.home.href() },
  { label: 'Villas', href: paths.villas.href() },
  { label: 'Destination', href: paths.destination.href() },
  { label: 'Experience', href: paths.experience.href() },
  { label: 'About', href: paths.about.href() },
]

const contactLinks = [
  { label: 'General Inquiries', href: paths.contact.href() },
  { label: 'Concierge', href: paths.concierge.href() },
]

const legalLinks = [
  { label: 'Terms of Booking', href: paths.terms.href() },
  { label: 'Privacy Notice', href: paths.privacy.href() },
  { label: 'Legal Notice', href: paths.legalNotice.href() },
]

const footerLinkClass =
  'text-sm text-ivory/75 transition-colors hover:text-gold-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold rounded-sm'

export function SiteFooter() {
  const details = useSiteDetails()
  const social = socialLinks(details)

  return (
    <footer className="bg-navy text-ivory">
      <div className="container grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-5">
          <BrandLogo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-ivory/75">
            A private collection of exceptional villas on the French Riviera, each chosen for its
            setting, its light and the quiet luxury of its service.
          </p>
        </div>

        <FooterList title="Collection" links={collectionLinks} />
        <FooterList title="Contact" links={contactLinks} />

        <div className="space-y-4">
          <h2 className="font-sans text-xs font-medium uppercase tracking-luxe text-gold">
            Get in touch
          </h2>
          <a
            href={`mailto:${details.email}`}
            className={`${footerLinkClass} flex items-center gap-3 break-all`}
          >
            <Mail className="size-4 shrink-0 text-gold" aria-hidden="true" />
            {details.email}
          </a>
          <a href={telHref(details.phone)} className={`${footerLinkClass} flex items-center gap-3`}>
            <Phone className="size-4 shrink-0 text-gold" aria-hidden="true" />
            {details.phone}
          </a>
          <p className="text-sm text-ivory/60">{details.address}</p>
          {/* A line kept whether or not links are set, so the footer never grows on load. */}
          <div className="h-5">
            {social.length > 0 && (
              <ul aria-label="Social media" className="flex items-center gap-x-4">
                {social.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="rounded-sm text-xs font-medium uppercase tracking-[0.12em] text-gold-light transition-colors hover:text-ivory focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-3 py-6 md:flex-row md:items-center md:justify-between">
          <p className="text-xs tracking-wide text-ivory/60">
            © {todayInParis().slice(0, 4)} {brand.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={cn(footerLinkClass, 'text-xs')}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

function FooterList({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div className="space-y-4">
      <h2 className="font-sans text-xs font-medium uppercase tracking-luxe text-gold">{title}</h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

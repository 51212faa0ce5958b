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
import * as m from '@/paraglide/messages'

// Functions, not constants: labels and links are in the language on screen when they render.
const collectionLinks = () => [
  { label: m.site_footer_home(), href: paths.home.href() },
  { label: m.site_footer_villas(), href: paths.villas.href() },
  { label: m.site_footer_destination(), href: paths.destination.href() },
  { label: m.site_footer_experience(), href: paths.experience.href() },
  { label: m.site_footer_about(), href: paths.about.href() },
]

const contactLinks = () => [
  { label: m.site_footer_general_inquiries(), href: paths.contact.href() },
  { label: m.site_footer_concierge(), href: paths.concierge.href() },
]

const legalLinks = () => [
  { label: m.site_legal_terms(), href: paths.terms.href() },
  { label: m.site_legal_privacy(), href: paths.privacy.href() },
  { label: m.site_legal_notice(), href: paths.legalNotice.href() },
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
            {m.site_footer_tagline()}
          </p>
        </div>

        <FooterList title={m.site_footer_collection()} links={collectionLinks()} />
        <FooterList title={m.site_footer_contact()} links={contactLinks()} />

        <div className="space-y-4">
          <h2 className="font-sans text-xs font-medium uppercase tracking-luxe text-gold">
            {m.site_footer_get_in_touch()}
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
              <ul aria-label={m.site_footer_social()} className="flex items-center gap-x-4">
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
            {m.site_footer_rights({ year: todayInParis().slice(0, 4), brand: brand.name })}
          </p>
          <nav aria-label={m.site_footer_legal()}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks().map((link) => (
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

import { Mail, Phone } from 'lucide-react'
import { Link } from 'react-router-dom'
import { BrandLogo } from '@/components/layout/brand-logo'
import { brand } from '@/config/brand'
import { paths } from '@/config/paths'

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

const footerLinkClass =
  'text-sm text-ivory/75 transition-colors hover:text-gold-light focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold rounded-sm'

export function SiteFooter() {
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
            href={`mailto:${brand.email}`}
            className={`${footerLinkClass} flex items-center gap-3`}
          >
            <Mail className="size-4 text-gold" aria-hidden="true" />
            {brand.email}
          </a>
          <a href={brand.phoneHref} className={`${footerLinkClass} flex items-center gap-3`}>
            <Phone className="size-4 text-gold" aria-hidden="true" />
            {brand.phone}
          </a>
          <p className="text-sm text-ivory/60">{brand.address}</p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container py-6 text-xs tracking-wide text-ivory/60">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
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

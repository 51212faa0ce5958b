import { Link } from 'react-router-dom'
import { brand } from '@/config/brand'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

export function BrandLogo({
  className,
  tone = 'dark',
}: {
  className?: string
  tone?: 'dark' | 'light'
}) {
  return (
    <Link
      to={paths.home.href()}
      className={cn(
        'group inline-flex items-center gap-3 rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-2xl font-semibold tracking-wide',
            tone === 'dark' ? 'text-navy' : 'text-ivory',
          )}
        >
          {brand.name}
        </span>
        <span
          className={cn(
            'mt-1 text-[0.6rem] uppercase tracking-[0.35em]',
            tone === 'dark' ? 'text-gold-dark' : 'text-gold-light',
          )}
        >
          Côte d’Azur
        </span>
      </span>
    </Link>
  )
}

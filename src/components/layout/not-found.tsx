import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

export function NotFound() {
  const location = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])

  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-ivory px-6 py-24 text-center">
      <Seo title={m.site_not_found_title()} description={m.site_not_found_description()} />
      <div className="max-w-md">
        <p className="font-display text-8xl text-gold-dark">404</p>
        <h1 className="mt-4 text-4xl text-navy">{m.site_not_found_heading()}</h1>
        <p className="mt-4 text-muted-foreground">{m.site_not_found_text()}</p>
        <Button asChild size="lg" className="mt-10">
          <Link to={paths.home.href()}>{m.site_return_home()}</Link>
        </Button>
      </div>
    </section>
  )
}

import {
  Link,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import * as m from '@/paraglide/messages'

/** A lazy chunk that no longer exists: the site was deployed again since this tab loaded it. */
export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i.test(
    message,
  )
}

/**
 * The router's error element: a render error or a failed page download shows this in place of
 * the page (the header and footer stay), never the router's raw error screen.
 */
export function RouteError() {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  const isNewVersion = isChunkLoadError(error)

  useEffect(() => {
    console.error('Route error:', error)
  }, [error])

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPanel title={m.site_not_found_title()} text={m.site_not_found_description()} />
  }

  return isNewVersion ? (
    <ErrorPanel
      title={m.site_error_new_version_title()}
      text={m.site_error_new_version_text()}
      action={<Button onClick={() => window.location.reload()}>{m.site_error_reload()}</Button>}
    />
  ) : (
    <ErrorPanel
      title={m.site_error_title()}
      text={m.site_error_text()}
      // A new navigation to the same place clears the router's error and renders the page afresh.
      action={
        <Button
          onClick={() =>
            void navigate(`${location.pathname}${location.search}${location.hash}`, {
              replace: true,
            })
          }
        >
          {m.site_try_again()}
        </Button>
      }
    />
  )
}

function ErrorPanel({
  title,
  text,
  action,
}: {
  title: string
  text: string
  action?: React.ReactNode
}) {
  return (
    <section
      role="alert"
      className="flex min-h-[60vh] items-center justify-center bg-ivory px-6 py-24 text-center"
    >
      <div className="max-w-md">
        <h1 className="text-4xl text-navy">{title}</h1>
        <p className="mt-4 text-muted-foreground">{text}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {action}
          <Button asChild variant="outline">
            <Link to={paths.home.href()}>{m.site_return_home()}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

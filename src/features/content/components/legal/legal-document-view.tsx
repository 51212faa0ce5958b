import type { UseQueryResult } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { paths } from '@/config/paths'
import { currentLocale, localizedPath } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { LegalIdentity } from '@/lib/legal-identity'
import { usePageContent } from '../../api/get-page-content'
import { legalDocument, type LegalPageSlug, type LegalSection } from '../../lib/legal-document'
import { PageLoadError } from '../page-loading'
import { PageHeader } from '../page-header'
import { Paragraphs } from '../paragraphs'
import { LegalPageLoading } from './legal-page-loading'

/**
 * A legal page (terms, privacy notice, legal notice): its texts are page content staff edit,
 * naming the company's legal identity (Profile Settings), which the page reads from site-details.
 */
export function LegalDocumentView({
  slug,
  identity,
}: {
  slug: LegalPageSlug
  identity: UseQueryResult<LegalIdentity>
}) {
  const content = usePageContent(slug)
  if (content.isPending || identity.isPending) return <LegalPageLoading />
  // No built-in copy of a legal text: an outdated one would be worse than saying so.
  if (content.isError || identity.isError) {
    const retry = () => Promise.all([content.refetch(), identity.refetch()])
    return <PageLoadError onRetry={retry} isRetrying={content.isFetching || identity.isFetching} />
  }

  const doc = legalDocument(slug, content.data, identity.data)
  return (
    <>
      <Seo title={doc.title} description={doc.lead || doc.title} type="article" />
      <PageHeader
        eyebrow={m.pages_legal_eyebrow()}
        title={doc.title}
        description={doc.lead}
        titleLang={doc.titleLang}
        descriptionLang={doc.leadLang}
      />
      <div className="container py-16 md:py-24">
        <article className="mx-auto max-w-3xl">
          <FrenchReference slug={slug} />
          {doc.lastUpdated && (
            <p className="text-xs font-medium uppercase tracking-[0.15em] text-muted-foreground">
              {m.pages_legal_last_updated({ date: doc.lastUpdated })}
            </p>
          )}
          {doc.sections.length === 0 ? (
            <p className="mt-8 text-base leading-relaxed text-muted-foreground">
              {m.pages_legal_being_updated()}
            </p>
          ) : (
            <div className="mt-10 space-y-12">
              {doc.sections.map((section) => (
                <LegalSectionView key={section.key} section={section} />
              ))}
            </div>
          )}
        </article>
      </div>
    </>
  )
}

function LegalSectionView({ section }: { section: LegalSection }) {
  const headingId = useId()
  return (
    <section aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2
          id={headingId}
          lang={section.titleLang}
          className="text-2xl leading-tight text-navy md:text-3xl"
        >
          {section.title}
        </h2>
      )}
      <div className="mt-4 space-y-4">
        {/* Single line breaks are kept: lists and addresses are written one item a line. */}
        <Paragraphs
          text={section.text}
          lang={section.textLang}
          className="whitespace-pre-line text-base leading-relaxed text-foreground/80"
        />
      </div>
    </section>
  )
}

/**
 * The French Terms of Booking and Legal Notice are the reference versions (Toubon law): the
 * English page says so and links to the French one.
 */
function FrenchReference({ slug }: { slug: LegalPageSlug }) {
  if (currentLocale() === 'fr' || slug === 'privacy') return null
  const page = slug === 'terms' ? paths.terms : paths.legalNotice
  return (
    <p className="mb-8 rounded-md border border-border/70 bg-sand/40 px-4 py-3 text-sm text-foreground/80">
      {slug === 'terms' ? m.content_legal_reference_terms() : m.content_legal_reference_notice()}{' '}
      <Link
        to={localizedPath(page.href(), 'fr')}
        hrefLang="fr"
        className="font-medium text-navy underline underline-offset-4"
      >
        {m.content_legal_reference_link()}
      </Link>
    </p>
  )
}

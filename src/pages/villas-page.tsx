import { useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { StaySearchForm } from '@/features/villas/components/stay-search-form'
import { VillaCollection } from '@/features/villas/components/villa-collection'
import {
  readCollectionPage,
  writeCollectionFilters,
} from '@/features/villas/lib/collection-filters'
import { collectionRequest } from '@/features/villas/lib/collection-request'
import * as m from '@/paraglide/messages'

/** The collection, as its address says: filters, sort, pages shown and an optional stay. */
export default function VillasPage() {
  const [params, setParams] = useSearchParams()
  const request = collectionRequest(params)

  return (
    <>
      <Seo title={m.villas_title()} description={m.villas_subtitle()} />
      <section className="border-b border-border/70 bg-sand/50">
        <div className="container py-16 text-center md:py-24">
          {/* A deeper gold than .eyebrow: the sand band needs it for 4.5:1 contrast. */}
          <p className="eyebrow text-[#735620]">{m.villas_eyebrow()}</p>
          <h1 className="mt-3 text-5xl text-navy md:text-6xl">{m.villas_title()}</h1>
          <div aria-hidden="true" className="mx-auto mt-5 h-px w-14 bg-gold" />
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground md:text-lg">
            {m.villas_subtitle()}
          </p>
          <StaySearchForm
            key={params.toString()}
            initial={request.stay}
            keep={writeCollectionFilters(new URLSearchParams(), request.filters)}
            className="mx-auto mt-10 max-w-3xl text-left"
          />
        </div>
      </section>
      <section aria-label={m.villas_list_label()} className="container py-16 md:py-20">
        <VillaCollection
          request={request}
          // A new view is a step in the history; more of the same view replaces it.
          onFilter={(filters) => setParams(writeCollectionFilters(params, filters))}
          onShowMore={() =>
            setParams(
              writeCollectionFilters(params, request.filters, readCollectionPage(params) + 1),
              { replace: true, preventScrollReset: true },
            )
          }
        />
      </section>
    </>
  )
}

import { Seo } from '@/components/layout/seo'
import { Spinner } from '@/components/ui/spinner'
import { useVillas } from '@/features/villas/api/get-villas'
import { VillaGrid } from '@/features/villas/components/villa-grid'

const SUBTITLE =
  'Discover our curated collection of luxury villas in the most exclusive destinations'

export default function VillasPage() {
  const villas = useVillas()

  return (
    <>
      <Seo title="Our Collection" description={SUBTITLE} />
      <section className="border-b border-border/70 bg-sand/50">
        <div className="container py-16 text-center md:py-24">
          {/* A deeper gold than .eyebrow: the sand band needs it for 4.5:1 contrast. */}
          <p className="eyebrow text-[#735620]">The French Riviera</p>
          <h1 className="mt-3 text-5xl text-navy md:text-6xl">Our Collection</h1>
          <div aria-hidden="true" className="mx-auto mt-5 h-px w-14 bg-gold" />
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground md:text-lg">
            {SUBTITLE}
          </p>
        </div>
      </section>
      <section aria-label="Villas" className="container py-16 md:py-20">
        <VillaList villas={villas} />
      </section>
    </>
  )
}

function VillaList({ villas }: { villas: ReturnType<typeof useVillas> }) {
  if (villas.isPending) return <Spinner label="Loading villas..." />
  // A failed load is logged by the query and shows as an empty list.
  if (!villas.data?.length) {
    return <p className="py-16 text-center text-muted-foreground">No villas found</p>
  }
  return <VillaGrid villas={villas.data} headingLevel="h2" />
}

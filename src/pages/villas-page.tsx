import { Seo } from '@/components/layout/seo'

export default function VillasPage() {
  return (
    <div className="container py-24">
      <Seo title="villas" description="Riviera Villas" />
      <h1 className="text-4xl">villas</h1>
    </div>
  )
}

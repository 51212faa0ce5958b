import { Seo } from '@/components/layout/seo'

export default function VillaPage() {
  return (
    <div className="container py-24">
      <Seo title="villa" description="Riviera Villas" />
      <h1 className="text-4xl">villa</h1>
    </div>
  )
}

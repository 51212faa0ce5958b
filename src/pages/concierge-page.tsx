import { Seo } from '@/components/layout/seo'

export default function ConciergePage() {
  return (
    <div className="container py-24">
      <Seo title="concierge" description="Riviera Villas" />
      <h1 className="text-4xl">concierge</h1>
    </div>
  )
}

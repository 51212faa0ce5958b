import { Seo } from '@/components/layout/seo'

export default function DestinationPage() {
  return (
    <div className="container py-24">
      <Seo title="destination" description="Riviera Villas" />
      <h1 className="text-4xl">destination</h1>
    </div>
  )
}

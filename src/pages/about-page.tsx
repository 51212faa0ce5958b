import { Seo } from '@/components/layout/seo'

export default function AboutPage() {
  return (
    <div className="container py-24">
      <Seo title="about" description="Riviera Villas" />
      <h1 className="text-4xl">about</h1>
    </div>
  )
}

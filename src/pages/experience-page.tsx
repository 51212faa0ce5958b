import { Seo } from '@/components/layout/seo'

export default function ExperiencePage() {
  return (
    <div className="container py-24">
      <Seo title="experience" description="Riviera Villas" />
      <h1 className="text-4xl">experience</h1>
    </div>
  )
}

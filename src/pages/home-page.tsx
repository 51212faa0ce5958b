import { Seo } from '@/components/layout/seo'

export default function HomePage() {
  return (
    <div className="container py-24">
      <Seo title="home" description="Riviera Villas" />
      <h1 className="text-4xl">home</h1>
    </div>
  )
}

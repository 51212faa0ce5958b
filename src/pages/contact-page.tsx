import { Seo } from '@/components/layout/seo'

export default function ContactPage() {
  return (
    <div className="container py-24">
      <Seo title="contact" description="Riviera Villas" />
      <h1 className="text-4xl">contact</h1>
    </div>
  )
}

import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'

/** The white card that frames an enquiry form, with its title and a short note. */
export function EnquiryFormCard({
  id,
  title,
  description,
  children,
}: {
  id?: string
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Card id={id} className="scroll-mt-28 border-border/70 shadow-md">
      <CardHeader className="space-y-3 p-6 md:p-10 md:pb-6">
        <h2 className="text-3xl text-navy md:text-4xl">{title}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
      </CardHeader>
      <CardContent className="p-6 pt-0 md:p-10 md:pt-0">{children}</CardContent>
    </Card>
  )
}

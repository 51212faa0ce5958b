import { Save } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import type { PageSection } from '../api/get-page-sections'
import { useUpdatePageSection } from '../api/update-page-section'
import { sectionEditors } from '../lib/image-path'
import { placeholderHint } from '../lib/placeholder-hint'
import { sectionLabel } from '../lib/section-labels'
import { SectionImage } from './section-image'

/** A section's title (blank: none) and text, as typed. */
const sectionSchema = z.object({ title: z.string(), content: z.string() })
type SectionDraft = z.infer<typeof sectionSchema>

/** One section of a page: its title, its text and its image. */
export function SectionEditor({ section }: { section: PageSection }) {
  const form = useForm<SectionDraft>({
    resolver: zodResolver(sectionSchema),
    defaultValues: { title: section.title ?? '', content: section.content },
  })
  const update = useUpdatePageSection()
  const id = useId()
  const { hasText, hasImage } = sectionEditors(section)
  const label = sectionLabel(section.section_key)
  const content = form.watch('content')
  const contentHint = placeholderHint(content)

  // A failure's toast comes from the mutation (api/update-page-section.ts); the text stays.
  const handleSubmit = form.handleSubmit(({ title, content }) =>
    update.mutate(
      {
        id: section.id,
        changes: { title: title.trim() || null, content, image_url: section.image_url },
      },
      {
        onSuccess: () => {
          form.reset({ title, content })
          toast.success('Content updated successfully')
        },
      },
    ),
  )

  return (
    <Card
      role="group"
      // The key stays in the name as a hint (and for the tests that find a section by it).
      aria-label={`${label} (section ${section.section_key})`}
      className="flex w-full flex-col p-5"
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h4 className="font-sans text-base font-semibold text-navy">{label}</h4>
        <span className="text-xs text-muted-foreground" title="The section's key in the database">
          {section.section_key}
        </span>
        <Badge variant="outline" className="ml-auto capitalize">
          {section.content_type}
        </Badge>
        {!section.is_active && <Badge variant="secondary">Inactive</Badge>}
      </div>
      <form onSubmit={handleSubmit} className="flex flex-1 flex-col gap-4">
        <AdminFormField htmlFor={`${id}-title`} label="Title">
          <Input id={`${id}-title`} {...form.register('title')} />
        </AdminFormField>
        {hasText && (
          <AdminFormField htmlFor={`${id}-content`} label="Content" hint={contentHint}>
            <Textarea
              id={`${id}-content`}
              aria-describedby={contentHint ? `${id}-content-hint` : undefined}
              rows={content.length > 160 ? 6 : 3}
              {...form.register('content')}
            />
          </AdminFormField>
        )}
        {hasImage && <SectionImage section={section} />}
        <div className="mt-auto flex justify-end border-t pt-4">
          <Button type="submit" size="sm" disabled={update.isPending || !form.formState.isDirty}>
            <Save aria-hidden="true" /> {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Card>
  )
}

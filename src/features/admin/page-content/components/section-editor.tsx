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
import {
  BilingualField,
  TranslationMissingBadge,
} from '@/features/admin/layout/components/bilingual-field'
import { isMissingTranslation } from '@/lib/i18n/content'
import type { PageSection } from '../api/get-page-sections'
import { useUpdatePageSection } from '../api/update-page-section'
import { sectionEditors } from '../lib/image-path'
import { placeholderHint } from '../lib/placeholder-hint'
import { sectionLabel } from '../lib/section-labels'
import { SectionImage } from './section-image'
import * as m from '@/paraglide/messages'

/** A section's title (blank: none) and text, in English and French, as typed. */
function sectionSchema() {
  return z.object({
    title: z.string(),
    content: z.string(),
    title_fr: z.string().max(200, m.admin_pages_max_200()),
    content_fr: z.string().max(5000, m.admin_pages_max_5000()),
  })
}
type SectionDraft = z.infer<ReturnType<typeof sectionSchema>>

/** One section of a page: its title, its text and its image. */
export function SectionEditor({ section }: { section: PageSection }) {
  const form = useForm<SectionDraft>({
    resolver: zodResolver(sectionSchema()),
    defaultValues: {
      title: section.title ?? '',
      content: section.content,
      title_fr: section.title_fr ?? '',
      content_fr: section.content_fr ?? '',
    },
  })
  const update = useUpdatePageSection()
  const id = useId()
  const { hasText, hasImage } = sectionEditors(section)
  const label = sectionLabel(section.section_key)
  const [title, content, titleFr, contentFr] = form.watch([
    'title',
    'content',
    'title_fr',
    'content_fr',
  ])
  const contentHint = placeholderHint(content) ?? placeholderHint(contentFr)
  const { errors } = form.formState

  // A failure's toast comes from the mutation (api/update-page-section.ts); the text stays.
  const handleSubmit = form.handleSubmit((draft) =>
    update.mutate(
      {
        id: section.id,
        changes: {
          title: draft.title.trim() || null,
          content: draft.content,
          title_fr: draft.title_fr.trim() || null,
          content_fr: draft.content_fr.trim() === '' ? null : draft.content_fr,
          image_url: section.image_url,
        },
      },
      {
        onSuccess: () => {
          form.reset(draft)
          toast.success(m.admin_pages_updated())
        },
      },
    ),
  )

  return (
    <Card
      role="group"
      // The key stays in the name as a hint (and for the tests that find a section by it).
      aria-label={m.admin_pages_section_label({ label, key: section.section_key })}
      className="flex w-full flex-col p-5"
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h4 className="font-sans text-base font-semibold text-navy">{label}</h4>
        <span className="text-xs text-muted-foreground" title={m.admin_pages_key_title()}>
          {section.section_key}
        </span>
        <Badge variant="outline" className="ml-auto">
          {section.content_type === 'image'
            ? m.admin_pages_type_image()
            : m.admin_pages_type_text()}
        </Badge>
        {!section.is_active && <Badge variant="secondary">{m.admin_ui_inactive()}</Badge>}
        {isMissingTranslation([
          [section.title, section.title_fr],
          [hasText ? section.content : null, hasText ? section.content_fr : null],
        ]) && <TranslationMissingBadge />}
      </div>
      <form onSubmit={handleSubmit} className="flex flex-1 flex-col gap-4">
        <BilingualField
          id={`${id}-title`}
          label={m.admin_pages_title_label()}
          english={title}
          french={titleFr}
          errors={{ fr: errors.title_fr?.message }}
        >
          {(side) => (
            <Input
              id={side.id}
              lang={side.lang}
              aria-labelledby={side.labelledBy}
              aria-describedby={side.describedBy}
              aria-invalid={side.isInvalid || undefined}
              {...form.register(side.lang === 'en' ? 'title' : 'title_fr')}
            />
          )}
        </BilingualField>
        {hasText && (
          <BilingualField
            id={`${id}-content`}
            label={m.admin_pages_content_label()}
            hint={contentHint}
            english={content}
            french={contentFr}
            errors={{ fr: errors.content_fr?.message }}
          >
            {(side) => (
              <Textarea
                id={side.id}
                lang={side.lang}
                aria-labelledby={side.labelledBy}
                aria-describedby={side.describedBy}
                aria-invalid={side.isInvalid || undefined}
                rows={Math.max(content.length, contentFr.length) > 160 ? 6 : 3}
                {...form.register(side.lang === 'en' ? 'content' : 'content_fr')}
              />
            )}
          </BilingualField>
        )}
        {hasImage && <SectionImage section={section} />}
        <div className="mt-auto flex justify-end border-t pt-4">
          <Button type="submit" size="sm" disabled={update.isPending || !form.formState.isDirty}>
            <Save aria-hidden="true" />{' '}
            {update.isPending ? m.admin_ui_saving() : m.admin_pages_save()}
          </Button>
        </div>
      </form>
    </Card>
  )
}

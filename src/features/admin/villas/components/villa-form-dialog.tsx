import { zodResolver } from '@hookform/resolvers/zod'
import { useRef } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { showFailure } from '@/lib/query-client'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { useCreateVilla, useUpdateVilla } from '../api/save-villa'
import type { AdminVilla } from '../api/get-admin-villas'
import {
  newVillaFormValues,
  villaFormSchema,
  villaFormValuesFrom,
  villaPayloadFrom,
  type VillaFormValues,
} from '../lib/villa-form'
import { VillaOfferSection } from '@/features/admin/offer/components/villa-offer-section'
import { useTaxCommunes } from '@/features/admin/tourist-tax/api/get-tax-communes'
import { registrationCommuneProblem } from '../lib/registration-number'
import { CalendarSyncSection } from './calendar-sync-section'
import { DiscardChangesDialog } from './discard-changes-dialog'
import {
  VillaDescriptionFields,
  VillaDetailsFields,
  VillaStayRulesFields,
} from './villa-form-fields'
import { VillaArrivalSection } from './villa-arrival-section'
import { VillaFormSection } from './villa-form-section'
import { VillaPhotosSection } from './villa-photos-section'
import { VillaRegistrationFields } from './villa-registration-fields'
import { usePhotoEditor } from './use-photo-editor'
import { useUnsavedChanges } from './use-unsaved-changes'
import * as m from '@/paraglide/messages'

interface VillaFormDialogProps {
  /** The villa being edited, or null to create one. */
  villa: AdminVilla | null
  onClose: () => void
}

const SECTIONS = [
  {
    id: 'villa-section-details',
    get title() {
      return m.admin_villas_section_details()
    },
  },
  {
    id: 'villa-section-description',
    get title() {
      return m.admin_villas_section_description()
    },
  },
  {
    id: 'villa-section-photos',
    get title() {
      return m.admin_villas_section_photos()
    },
  },
  {
    id: 'villa-section-rules',
    get title() {
      return m.admin_villas_section_rules()
    },
  },
  {
    id: 'villa-section-registration',
    get title() {
      return m.admin_villas_section_registration()
    },
  },
  {
    id: 'villa-section-offer',
    get title() {
      return m.admin_villas_section_offer()
    },
  },
  {
    id: 'villa-section-calendar',
    get title() {
      return m.admin_villas_section_calendar()
    },
  },
  {
    id: 'villa-section-arrival',
    get title() {
      return m.admin_villas_section_arrival()
    },
  },
] as const

/** "Create New Villa" / "Edit Villa". Mount it fresh per villa (give it a key). */
export function VillaFormDialog({ villa, onClose }: VillaFormDialogProps) {
  const createVilla = useCreateVilla()
  const updateVilla = useUpdateVilla()
  const photos = usePhotoEditor(villa?.id ?? null)
  const communes = useTaxCommunes()
  const form = useForm<VillaFormValues>({
    resolver: zodResolver(villaFormSchema),
    defaultValues: villa ? villaFormValuesFrom(villa) : newVillaFormValues,
  })
  const { isDirty } = form.formState
  const isSaving = createVilla.isPending || updateVilla.isPending
  const isUploading = photos.progress !== null
  // A new villa's photos wait for "Create Villa": leaving would lose them too.
  const hasUnsaved = isDirty || (!villa && photos.photos.length > 0)
  const unsaved = useUnsavedChanges(hasUnsaved && !isSaving, onClose)
  const title = villa ? m.admin_villas_edit_title() : m.admin_villas_create_title()
  const scrollAreaRef = useRef<HTMLDivElement>(null)
  // Scrolls the form's own area only: the header and the save bar stay where they are.
  const goTo = (sectionId: string) => {
    const area = scrollAreaRef.current
    const section = document.getElementById(sectionId)
    if (area && section) area.scrollTo({ top: section.offsetTop - 16, behavior: 'smooth' })
  }

  const handleSubmit = form.handleSubmit(async (values) => {
    const commune = communes.data?.find((candidate) => candidate.id === values.tax_commune_id)
    const communeProblem = registrationCommuneProblem(values.registration_number, commune)
    if (communeProblem) {
      form.setError('registration_number', { message: communeProblem }, { shouldFocus: true })
      return
    }
    const payload = villaPayloadFrom(values, villa?.is_active ?? true)
    try {
      if (villa) {
        await updateVilla.mutateAsync({ id: villa.id, payload })
        toast.success(m.admin_villas_updated())
      } else {
        const created = await createVilla.mutateAsync(payload)
        // The photos are saved outside a mutation: their failure is shown here.
        await photos.saveDrafts(created.id).catch((error: unknown) => {
          showFailure(error)
          throw error
        })
        toast.success(m.admin_villas_created())
      }
      form.reset(values)
      onClose()
    } catch {
      // Shown by the mutation layer (lib/query-client.ts); the form keeps what was typed.
    }
  })

  return (
    <Dialog open onOpenChange={(open) => !open && unsaved.requestClose()}>
      <DialogContent className="flex max-h-[92vh] max-w-4xl flex-col gap-0 overflow-hidden p-0">
        <div className="border-b px-4 pb-3 pt-5 sm:px-6">
          <DialogTitle className="pr-8 font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription className="mt-1">{m.admin_villas_required_hint()}</DialogDescription>
          <nav aria-label={m.admin_villas_sections()} className="-mx-1 mt-3 overflow-x-auto">
            <ul className="flex gap-1 whitespace-nowrap">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <button
                    type="button"
                    className="rounded-full px-3 py-1 text-sm text-muted-foreground hover:bg-muted hover:text-navy focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                    onClick={() => goTo(section.id)}
                  >
                    {section.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div
          ref={scrollAreaRef}
          className="relative flex-1 space-y-8 overflow-y-auto px-4 py-6 sm:px-6"
        >
          <form id="villa-form" onSubmit={handleSubmit} className="space-y-8" aria-label={title}>
            <VillaFormSection id={SECTIONS[0].id} title={SECTIONS[0].title} saves="with-form">
              <VillaDetailsFields form={form} />
            </VillaFormSection>
            <VillaFormSection id={SECTIONS[1].id} title={SECTIONS[1].title} saves="with-form">
              <VillaDescriptionFields form={form} />
            </VillaFormSection>
            <VillaFormSection
              id={SECTIONS[2].id}
              title={SECTIONS[2].title}
              saves={villa ? 'at-once' : 'after-create'}
            >
              <VillaPhotosSection editor={photos} />
            </VillaFormSection>
            <VillaFormSection id={SECTIONS[3].id} title={SECTIONS[3].title} saves="with-form">
              <VillaStayRulesFields form={form} />
            </VillaFormSection>
            <VillaFormSection id={SECTIONS[4].id} title={SECTIONS[4].title} saves="with-form">
              <VillaRegistrationFields form={form} />
            </VillaFormSection>
          </form>
          {villa ? (
            <VillaFormSection id={SECTIONS[5].id} title={SECTIONS[5].title} saves="own-buttons">
              <VillaOfferSection villaId={villa.id} />
            </VillaFormSection>
          ) : (
            <VillaFormSection id={SECTIONS[5].id} title={SECTIONS[5].title} saves="after-create">
              <p className="text-sm text-muted-foreground">{m.admin_villas_offer_after_create()}</p>
            </VillaFormSection>
          )}
          {villa ? (
            // Its own heading says that its changes are saved at once.
            <div id={SECTIONS[6].id} className="scroll-mt-4">
              <CalendarSyncSection villaId={villa.id} />
            </div>
          ) : (
            <VillaFormSection id={SECTIONS[6].id} title={SECTIONS[6].title} saves="after-create">
              <p className="text-sm text-muted-foreground">
                {m.admin_villas_calendar_after_create()}
              </p>
            </VillaFormSection>
          )}
          <VillaFormSection
            id={SECTIONS[7].id}
            title={SECTIONS[7].title}
            saves={villa ? 'own-buttons' : 'after-create'}
          >
            {villa ? (
              <VillaArrivalSection villaId={villa.id} />
            ) : (
              <p className="text-sm text-muted-foreground">
                {m.admin_villas_arrival_after_create()}
              </p>
            )}
          </VillaFormSection>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t bg-muted/40 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-muted-foreground" role="status">
            {isUploading
              ? m.admin_villas_uploading_photos()
              : hasUnsaved
                ? m.admin_villas_unsaved()
                : villa
                  ? m.admin_villas_no_unsaved()
                  : m.admin_villas_new_not_saved()}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={unsaved.requestClose}>
              {m.admin_ui_cancel()}
            </Button>
            <Button type="submit" form="villa-form" disabled={isSaving || isUploading}>
              {isSaving
                ? m.admin_ui_saving()
                : villa
                  ? m.admin_villas_update_villa()
                  : m.admin_villas_create_villa()}
            </Button>
          </div>
        </div>
      </DialogContent>
      <DiscardChangesDialog {...unsaved.confirm} />
    </Dialog>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useCreateVilla, useUpdateVilla } from '../api/save-villa'
import type { AdminVilla } from '../api/get-admin-villas'
import { useUploadVillaImages } from '../api/upload-villa-images'
import { addImages, imageSetFrom, imagesForSave, removeImage, setHero } from '../lib/hero-images'
import {
  newVillaFormValues,
  villaFormSchema,
  villaFormValuesFrom,
  villaPayloadFrom,
  type VillaFormValues,
} from '../lib/villa-form'
import { CalendarSyncSection } from './calendar-sync-section'
import { VillaFormFields } from './villa-form-fields'
import { VillaImageManager } from './villa-image-manager'

interface VillaFormDialogProps {
  /** The villa being edited, or null to create one. */
  villa: AdminVilla | null
  onClose: () => void
}

/** "Create New Villa" / "Edit Villa". Mount it fresh per villa (give it a key). */
export function VillaFormDialog({ villa, onClose }: VillaFormDialogProps) {
  const createVilla = useCreateVilla()
  const updateVilla = useUpdateVilla()
  const uploadImages = useUploadVillaImages()
  const [images, setImages] = useState(() => imageSetFrom(villa?.images ?? []))
  const form = useForm<VillaFormValues>({
    resolver: zodResolver(villaFormSchema),
    defaultValues: villa ? villaFormValuesFrom(villa) : newVillaFormValues,
  })
  const isSaving = createVilla.isPending || updateVilla.isPending

  const handleUpload = (files: File[]) =>
    uploadImages.mutate(files, {
      onSuccess: (urls) => {
        if (urls.length === 0) {
          toast.error('Upload failed', {
            description: 'None of the selected images could be uploaded',
          })
          return
        }
        setImages((current) => addImages(current, urls))
        toast.success(`${urls.length} image(s) uploaded successfully`)
      },
      onError: (error) => toast.error('Upload failed', { description: error.message }),
    })

  const handleSubmit = form.handleSubmit(async (values) => {
    const payload = villaPayloadFrom(values, imagesForSave(images), villa?.is_active ?? true)
    try {
      if (villa) {
        await updateVilla.mutateAsync({ id: villa.id, payload })
        toast.success('Villa updated successfully')
      } else {
        await createVilla.mutateAsync(payload)
        toast.success('Villa created successfully')
      }
      onClose()
    } catch (error) {
      toast.error('Error', { description: (error as Error).message })
    }
  })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">
            {villa ? 'Edit Villa' : 'Create New Villa'}
          </DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          className="space-y-6"
          aria-label={villa ? 'Edit Villa' : 'Create New Villa'}
        >
          <VillaFormFields form={form} />
          <VillaImageManager
            images={images}
            isUploading={uploadImages.isPending}
            onUpload={handleUpload}
            onSetHero={(url) => setImages((current) => setHero(current, url))}
            onRemove={(url) => setImages((current) => removeImage(current, url))}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving || uploadImages.isPending}>
              {isSaving ? 'Saving...' : villa ? 'Update Villa' : 'Create Villa'}
            </Button>
          </DialogFooter>
        </form>
        {villa && <CalendarSyncSection villaId={villa.id} />}
      </DialogContent>
    </Dialog>
  )
}

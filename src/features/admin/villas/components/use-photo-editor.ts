import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { invalidateWrites } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { addVillaPhotos, type NewVillaPhoto } from '../api/add-villa-photos'
import { useDeleteVillaPhoto } from '../api/delete-villa-photo'
import { useVillaPhotos, type VillaPhoto } from '../api/get-villa-photos'
import { useReorderVillaPhotos } from '../api/reorder-villa-photos'
import { useUpdateVillaPhoto, type VillaPhotoChanges } from '../api/update-villa-photo'
import { uploadVillaPhoto } from '../api/upload-villa-photo'
import { photoIdsInOrder } from '../lib/photo-order'

export interface UploadProgress {
  done: number
  total: number
}

/**
 * The villa form's photos. A saved villa's photos are saved at once (each upload, order, caption,
 * room, cover and delete); a new villa's wait in the form and are added when it is created.
 */
export function usePhotoEditor(villaId: string | null) {
  const saved = useVillaPhotos(villaId)
  const queryClient = useQueryClient()
  const updatePhoto = useUpdateVillaPhoto()
  const reorderPhotos = useReorderVillaPhotos()
  const deletePhoto = useDeleteVillaPhoto()
  const [drafts, setDrafts] = useState<VillaPhoto[]>([])
  // While a new order is being saved, it is shown as it will be.
  const [pendingOrder, setPendingOrder] = useState<VillaPhoto[] | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const photos = villaId ? (pendingOrder ?? saved.data ?? []) : drafts

  const upload = async (files: File[]) => {
    let added = 0
    let position = photos.reduce((last, photo) => Math.max(last, photo.position + 1), 0)
    setProgress({ done: 0, total: files.length })
    for (const [index, file] of files.entries()) {
      try {
        const uploaded = await uploadVillaPhoto(file)
        const row: NewVillaPhoto = { ...uploaded, position: position++ }
        if (villaId) {
          await addVillaPhotos({ villaId, photos: [row] })
          // Each photo shows as it arrives; the lists that read villas.images refresh at the end.
          void invalidateWrites(queryClient, ['villa_photos'])
        } else setDrafts((current) => [...current, draftRow(row, current.length === 0)])
        added += 1
      } catch (error) {
        console.error('Image upload failed, skipped', file.name, error)
      }
      setProgress({ done: index + 1, total: files.length })
    }
    setProgress(null)
    // villas.images follows the photos (trigger villa_photos_keep_images).
    if (villaId) await invalidateWrites(queryClient, ['villa_photos', 'villas'])
    if (added === 0) {
      toast.error(m.admin_villas_upload_failed(), { description: m.admin_villas_upload_none() })
    } else {
      toast.success(m.admin_villas_images_uploaded({ count: added }))
    }
  }

  const reorder = (next: VillaPhoto[]) => {
    if (!villaId) return setDrafts(next)
    setPendingOrder(next)
    reorderPhotos.mutate(
      { villaId, photoIds: photoIdsInOrder(next) },
      { onSettled: () => setPendingOrder(null) },
    )
  }

  const update = (photo: VillaPhoto, changes: VillaPhotoChanges) => {
    if (!villaId) {
      return setDrafts((current) =>
        current.map((draft) =>
          draft.id === photo.id
            ? { ...draft, ...changes }
            : changes.is_cover
              ? { ...draft, is_cover: false }
              : draft,
        ),
      )
    }
    updatePhoto.mutate({ id: photo.id, villaId, changes })
  }

  const remove = async (photo: VillaPhoto) => {
    if (!villaId) {
      setDrafts((current) => withCover(current.filter((draft) => draft.id !== photo.id)))
      return
    }
    await deletePhoto.mutateAsync(photo)
  }

  /** After "Create Villa": the waiting photos join the new villa, in their order. */
  const saveDrafts = (newVillaId: string) =>
    addVillaPhotos({
      villaId: newVillaId,
      photos: drafts.map((draft, position) => ({
        url: draft.url,
        storage_path: draft.storage_path,
        width: draft.width,
        height: draft.height,
        variants: draft.variants,
        caption: draft.caption,
        caption_fr: draft.caption_fr,
        room: draft.room,
        is_cover: draft.is_cover,
        position,
      })),
    })

  return {
    photos,
    isLoading: villaId !== null && saved.isPending,
    isError: saved.isError,
    refetch: saved.refetch,
    progress,
    upload,
    reorder,
    update,
    remove,
    saveDrafts,
    isSavedAtOnce: villaId !== null,
  }
}

function draftRow(row: NewVillaPhoto, isFirst: boolean): VillaPhoto {
  return {
    id: crypto.randomUUID(),
    villa_id: '',
    url: row.url,
    storage_path: row.storage_path ?? null,
    position: row.position ?? 0,
    caption: '',
    caption_fr: null,
    room: null,
    is_cover: isFirst,
    width: row.width ?? null,
    height: row.height ?? null,
    variants: row.variants ?? [],
    created_at: new Date().toISOString(),
  }
}

function withCover(list: VillaPhoto[]): VillaPhoto[] {
  if (list.length === 0 || list.some((photo) => photo.is_cover)) return list
  return list.map((photo, index) => (index === 0 ? { ...photo, is_cover: true } : photo))
}

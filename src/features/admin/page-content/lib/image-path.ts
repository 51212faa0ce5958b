const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
}

/** The file's extension: from its name, else from its type, else "jpg". */
export function imageExtension(file: { name: string; type: string }): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]
  return (fromName ?? EXTENSION_BY_TYPE[file.type] ?? 'jpg').toLowerCase()
}

/** Where a page image goes in the assets bucket: "{page slug}/{timestamp}.{extension}". */
export function pageImagePath(pageSlug: string, file: { name: string; type: string }, now: number) {
  return `${pageSlug}/${now}.${imageExtension(file)}`
}

/** Which editors a section shows: image sections and sections with an image get the image tools. */
export function sectionEditors(section: {
  content_type: string
  content: string
  image_url: string | null
}) {
  return {
    hasText: section.content_type === 'text' || section.content.trim() !== '',
    hasImage: section.content_type === 'image' || section.image_url !== null,
  }
}

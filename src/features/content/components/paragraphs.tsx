/** Renders editable text as paragraphs: blank lines in the stored content separate them. */
export function Paragraphs({
  text,
  className,
  lang,
}: {
  text: string
  className?: string
  /** The text's language, when it is not the page's. */
  lang?: string
}) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i} lang={lang} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  )
}

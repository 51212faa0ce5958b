import { LegalDocumentView } from '@/features/content/components/legal/legal-document-view'

export default function LegalNoticePage() {
  return <LegalDocumentView slug="legal-notice" />
}

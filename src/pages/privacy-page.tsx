import { LegalDocumentView } from '@/features/content/components/legal/legal-document-view'

export default function PrivacyPage() {
  return <LegalDocumentView slug="privacy" />
}

import { LegalDocumentView } from '@/features/content/components/legal/legal-document-view'

export default function TermsPage() {
  return <LegalDocumentView slug="terms" />
}

import { LegalDocumentView } from '@/features/content/components/legal/legal-document-view'
import { useLegalIdentity } from '@/features/site-details/api/get-legal-identity'

export default function TermsPage() {
  const identity = useLegalIdentity()
  return <LegalDocumentView slug="terms" identity={identity} />
}

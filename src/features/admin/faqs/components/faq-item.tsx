import { afterSuccess } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import { TranslationMissingBadge } from '@/features/admin/layout/components/bilingual-field'
import { ManagedItemCard } from '@/features/admin/layout/components/managed-item-card'
import { isMissingTranslation, langAttribute, pickText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import { useDeleteFaq } from '../api/delete-faq'
import type { AdminFaq } from '../api/get-admin-faqs'
import { useUpdateFaq } from '../api/update-faq'
import { FaqEditForm } from './faq-edit-form'
import * as m from '@/paraglide/messages'

/** One FAQ: its text, the active toggle, edit in place and delete. */
export function FaqItem({ faq }: { faq: AdminFaq }) {
  const updateFaq = useUpdateFaq()
  const deleteFaq = useDeleteFaq()

  const handleToggle = (isActive: boolean) =>
    updateFaq.mutate(
      { id: faq.id, villaId: faq.villa_id, changes: { is_active: isActive } },
      {
        onSuccess: () => toast.success(m.admin_faqs_updated()),
      },
    )

  // The deleted item leaves the refreshed list before mutate's callbacks would run.
  const handleDelete = () =>
    afterSuccess(deleteFaq.mutateAsync({ id: faq.id, villaId: faq.villa_id }), () =>
      toast.success(m.admin_faqs_deleted()),
    )

  // In the staff member's language, the other one (marked) while it is not translated yet.
  const locale = currentLocale()
  const question = pickText(faq.question, faq.question_fr, locale)
  const answer = pickText(faq.answer, faq.answer_fr, locale)

  return (
    <ManagedItemCard
      label={m.admin_faqs_item_label({ question: question.text })}
      displayOrder={faq.display_order}
      isActive={faq.is_active}
      isToggling={updateFaq.isPending}
      isDeleting={deleteFaq.isPending}
      deleteConfirmation={m.admin_faqs_delete_confirm()}
      deleteLabel={m.admin_faqs_delete()}
      onToggle={handleToggle}
      onDelete={handleDelete}
      renderEditForm={(onDone) => <FaqEditForm faq={faq} onDone={onDone} />}
    >
      {isMissingTranslation([
        [faq.question, faq.question_fr],
        [faq.answer, faq.answer_fr],
      ]) && <TranslationMissingBadge className="mt-3" />}
      <h3
        lang={langAttribute(question.lang, locale)}
        className="mt-3 font-sans text-base font-semibold text-navy"
      >
        {question.text}
      </h3>
      <p
        lang={langAttribute(answer.lang, locale)}
        className="mt-1 whitespace-pre-line text-sm text-muted-foreground"
      >
        {answer.text}
      </p>
    </ManagedItemCard>
  )
}

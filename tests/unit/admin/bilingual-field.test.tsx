import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { frenchAmenities } from '@/features/admin/villas/lib/villa-form'
import { faqRowFrom } from '@/features/admin/faqs/lib/faq-input'
import { applyLocale } from '@/lib/i18n/locale'

function renderField(english: string, french: string) {
  return render(
    <BilingualField id="faq-question" label="Question" english={english} french={french}>
      {(side) => (
        <input
          id={side.id}
          lang={side.lang}
          aria-labelledby={side.labelledBy}
          aria-describedby={side.describedBy}
          defaultValue={side.lang === 'en' ? english : french}
        />
      )}
    </BilingualField>,
  )
}

describe('a bilingual field', () => {
  it('shows English and Français side by side, the English named by the field’s label', () => {
    renderField('Is the pool heated?', 'La piscine est-elle chauffée ?')
    const group = screen.getByRole('group', { name: 'Question' })
    expect(within(group).getByLabelText('Question English')).toHaveValue('Is the pool heated?')
    const french = within(group).getByLabelText('Français')
    expect(french).toHaveValue('La piscine est-elle chauffée ?')
    expect(french).toHaveAttribute('lang', 'fr')
    expect(french).toHaveAccessibleDescription('Question')
    expect(screen.queryByText('French missing')).toBeNull()
  })

  it('flags the French while only the English is written, and tells screen readers', () => {
    renderField('Is the pool heated?', '  ')
    expect(screen.getByText('French missing')).toBeInTheDocument()
    expect(screen.getByLabelText('Français')).toHaveAccessibleDescription('Question French missing')
  })

  it('flags the English when staff wrote only the French', () => {
    renderField('', 'La piscine est-elle chauffée ?')
    expect(screen.getByText('English missing')).toBeInTheDocument()
  })

  it('says its flags in French in a French admin', () => {
    applyLocale('fr')
    try {
      renderField('Is the pool heated?', '')
      expect(screen.getByText('Français manquant')).toBeInTheDocument()
    } finally {
      applyLocale('en')
    }
  })
})

describe('what the editors save', () => {
  it('saves an unwritten French FAQ text as none', () => {
    expect(
      faqRowFrom({ question: 'Pets?', answer: 'Yes.', question_fr: '', answer_fr: 'Oui.' }),
    ).toEqual({ question: 'Pets?', answer: 'Yes.', question_fr: null, answer_fr: 'Oui.' })
  })

  it('reads the French amenities typed with commas, each once', () => {
    expect(frenchAmenities(' Piscine, Vue mer,, Piscine ')).toEqual(['Piscine', 'Vue mer'])
    expect(frenchAmenities('  ')).toBeNull()
  })
})

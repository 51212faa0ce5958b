import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localizeSection } from '@/features/content/lib/localize-section'
import { localizeFaq, localizeVilla } from '@/features/villas/lib/localize'
import {
  createVilla,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack.ts'

// Content in two languages (issue 22): staff write the French twin of each text (`<column>_fr`),
// visitors read both, and a French text left blank falls back to the English, marked English.
// Reviews keep the language they were written in, which visitors may read.

let db: DatabaseStack
let staff: SignedInUser
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service, { name: 'Villa Bilingue' })
})
afterAll(() => db?.stop())

describe('a villa’s texts', () => {
  it('are written in French by staff and read in both languages by visitors', async () => {
    const saved = await staff.client
      .from('villas')
      .update({
        description: 'White stone above the bay.',
        description_fr: 'Pierre blanche au-dessus de la baie.',
        amenities: ['Pool', 'Sea view'],
        amenities_fr: ['Piscine', 'Vue mer'],
        distances: 'Beach: 5 min',
        distances_fr: '   ',
      })
      .eq('id', villaId)
      .select('id')
    expect(saved.error).toBeNull()
    expect(saved.data).toHaveLength(1)

    const { data, error } = await db.anon.from('villas').select('*').eq('id', villaId).single()
    expect(error).toBeNull()
    const french = localizeVilla(data!, 'fr')
    expect(french.description).toBe('Pierre blanche au-dessus de la baie.')
    expect(french.amenities).toEqual(['Piscine', 'Vue mer'])
    // A blank French text falls back to the English, marked English.
    expect(french.distances).toBe('Beach: 5 min')
    expect(french.contentLang).toEqual({ description: 'fr', amenities: 'fr', distances: 'en' })
    expect(localizeVilla(data!, 'en').description).toBe('White stone above the bay.')
  })
})

describe('a villa’s FAQs', () => {
  it('show their French where written, else the English marked English', async () => {
    const added = await staff.client.from('villa_faqs').insert([
      {
        villa_id: villaId,
        question: 'Is the pool heated?',
        question_fr: 'La piscine est-elle chauffée ?',
        answer: 'From May to October.',
        answer_fr: 'De mai à octobre.',
        display_order: 1,
        is_active: true,
      },
      {
        villa_id: villaId,
        question: 'Are pets welcome?',
        answer: 'Small dogs, on request.',
        display_order: 2,
        is_active: true,
      },
    ])
    expect(added.error).toBeNull()

    const { data, error } = await db.anon
      .from('villa_faqs')
      .select('*')
      .eq('villa_id', villaId)
      .order('display_order')
    expect(error).toBeNull()
    const shown = data!.map((faq) => localizeFaq(faq, 'fr'))
    expect(shown.map((faq) => [faq.question, faq.questionLang])).toEqual([
      ['La piscine est-elle chauffée ?', 'fr'],
      ['Are pets welcome?', 'en'],
    ])
  })
})

describe('page content', () => {
  it('has its French title and content written by staff and read by visitors', async () => {
    const { data: section } = await db.service
      .from('page_content')
      .select('id, title, content')
      .eq('page_slug', 'terms')
      .eq('section_key', 'intro')
      .single()
    const saved = await staff.client
      .from('page_content')
      .update({ title_fr: 'Conditions de réservation', content_fr: '' })
      .eq('id', section!.id)
      .select('id')
    expect(saved.error).toBeNull()
    expect(saved.data).toHaveLength(1)

    const { data, error } = await db.anon
      .from('page_content')
      .select('*')
      .eq('id', section!.id)
      .single()
    expect(error).toBeNull()
    const shown = localizeSection(data!, 'fr')
    expect(shown.title).toBe('Conditions de réservation')
    expect(shown.title_lang).toBe('fr')
    expect(shown.content).toBe(section!.content)
    expect(shown.content_lang).toBe('en')
  })

  it('cannot be translated by a visitor', async () => {
    const { data: section } = await db.service
      .from('page_content')
      .select('id')
      .eq('page_slug', 'terms')
      .eq('section_key', 'intro')
      .single()
    const attempt = await db.anon
      .from('page_content')
      .update({ title_fr: 'Piraté' })
      .eq('id', section!.id)
      .select('id')
    expect(attempt.data ?? []).toHaveLength(0)
    const { data } = await db.service
      .from('page_content')
      .select('title_fr')
      .eq('id', section!.id)
      .single()
    expect(data!.title_fr).not.toBe('Piraté')
  })
})

describe('site details', () => {
  it('take the office hours in French from staff', async () => {
    const saved = await staff.client
      .from('site_settings')
      .update({ setting_value_fr: 'Lundi – vendredi : 9 h – 18 h' })
      .eq('setting_key', 'office_hours_weekdays')
      .select('setting_value_fr')
    expect(saved.error).toBeNull()
    expect(saved.data).toEqual([{ setting_value_fr: 'Lundi – vendredi : 9 h – 18 h' }])

    // What the public site reads (get-site-details.ts): a visitor sees the French hours too.
    const { data, error } = await db.anon
      .from('site_settings')
      .select('setting_key, setting_value, setting_value_fr')
      .eq('setting_key', 'office_hours_weekdays')
    expect(error).toBeNull()
    expect(data![0]!.setting_value_fr).toBe('Lundi – vendredi : 9 h – 18 h')
  })
})

describe('reviews', () => {
  it('keep the language they were written in, readable by visitors', async () => {
    const added = await staff.client.from('villa_reviews').insert({
      villa_id: villaId,
      guest_name: 'Chloé',
      guest_location: 'Lyon, France',
      review_text: 'Une semaine parfaite.',
      display_order: 1,
      is_active: true,
      language: 'fr',
    })
    expect(added.error).toBeNull()
    const { data, error } = await db.anon
      .from('villa_reviews')
      .select('guest_name, review_text, language')
      .eq('villa_id', villaId)
    expect(error).toBeNull()
    expect(data).toEqual([
      { guest_name: 'Chloé', review_text: 'Une semaine parfaite.', language: 'fr' },
    ])
  })
})

-- HAND-WRITTEN (page content is data, which a schema diff cannot see). Section 3 of the Terms of
-- Booking follows the whole offer (issue 20): the booking page now quotes fees, the extras the
-- guest ticks, discounts and the tourist tax line by line, and the booking keeps that quote.
-- Only the default text changes: staff who already edited the section keep their words.
update public.page_content
set content = 'Prices are per night, in euros, and include VAT where it applies, bed linen and towels, final cleaning and utilities in normal use. The price of a stay is the sum of the nightly prices of the nights booked (seasonal prices apply night by night), less any discount shown, plus the fees and the extras you choose, each shown as a line of the quote on the villa''s page before you send your request. Your booking keeps that quote: a later change of our prices never changes it.

The tourist tax (taxe de séjour) set by the town is not part of the nightly prices: it is charged per adult and per night (children under 18 are exempt), shown as its own line of the quote and collected with the balance. Concierge services you ask for later are quoted and paid separately.'
where page_slug = 'terms'
  and section_key = 'prices'
  and content like 'Prices are per night, in euros, and include VAT where it applies, bed linen and towels, final cleaning and utilities in normal use. The price of a stay is the sum of the nightly prices of the nights booked; seasonal prices apply night by night.%';

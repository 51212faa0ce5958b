-- The public site (issue #10): the contact details, office hours and social links the site shows
-- become site settings that staff edit in Profile Settings, and the three legal pages (terms of
-- booking, privacy notice, legal notice) become page content that staff edit on the Page
-- Content screen. Both are inserted here, not in the seed: every project needs them, seeded or
-- not (the public site reads them and staff can only update rows that exist).

-- 1. What a value of each site detail may be, checked in the database with a sentence staff can
--    act on (check_violation, HTTP 400). Values are trimmed first. The maintenance settings and
--    any other key keep their own rules.
create function public.check_site_detail()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_label text;
  v_problem text;
begin
  v_label := case new.setting_key
    when 'contact_phone' then 'Phone'
    when 'contact_email' then 'Email'
    when 'concierge_email' then 'Concierge email'
    when 'contact_address' then 'Address'
    when 'office_hours_weekdays' then 'Office hours (Monday-Friday)'
    when 'office_hours_saturday' then 'Office hours (Saturday)'
    when 'office_hours_sunday' then 'Office hours (Sunday)'
    when 'instagram_url' then 'Instagram link'
    when 'facebook_url' then 'Facebook link'
    when 'linkedin_url' then 'LinkedIn link'
  end;
  if v_label is null then
    return new;
  end if;

  if new.setting_key = 'contact_phone' then
    if v_value !~ '^\+?[0-9 ().-]+$'
      or char_length(v_value) > 30
      or char_length(regexp_replace(v_value, '[^0-9]', '', 'g')) not between 6 and 15 then
      v_problem := 'use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +';
    end if;
  elsif new.setting_key in ('contact_email', 'concierge_email') then
    -- An address, not a link: no '?', '&', '%' or spaces, which could rewrite a mailto link.
    if char_length(v_value) > 320
      or v_value !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
      v_problem := 'enter an email address such as name@example.com';
    end if;
  elsif new.setting_key = 'contact_address' then
    if char_length(v_value) not between 1 and 200 or v_value ~ '[[:cntrl:]]' then
      v_problem := 'enter the address on one line, up to 200 characters';
    end if;
  elsif new.setting_key like 'office_hours_%' then
    if char_length(v_value) not between 1 and 60 or v_value ~ '[[:cntrl:]]' then
      v_problem := 'enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)';
    end if;
  else
    -- Social links are optional: empty hides the link; otherwise a full https:// address.
    if v_value <> '' and (
      char_length(v_value) > 500
      or v_value !~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]<>"]*)?$'
    ) then
      v_problem := 'enter a full address starting with https://, or leave it empty to hide the link';
    end if;
  end if;

  if v_problem is not null then
    raise exception '%: %', v_label, v_problem
      using errcode = '23514', detail = format('site_settings.%s', new.setting_key);
  end if;
  new.setting_value := v_value;
  return new;
end
$$;

create trigger site_settings_check_site_detail
  before insert or update on public.site_settings
  for each row execute function public.check_site_detail();

-- Trigger functions need no grant: triggers run them whoever writes.
revoke execute on function public.check_site_detail() from public, anon, authenticated, service_role;

-- 2. Today's details as the starting values (an existing row is left as it is).
insert into public.site_settings (setting_key, setting_value)
values
  ('contact_phone', '+33 4 94 00 00 00'),
  ('contact_email', 'contact@rivieravillas.com'),
  ('concierge_email', 'concierge@rivieravillas.com'),
  ('contact_address', 'Saint Raphaël, Côte d’Azur, France'),
  ('office_hours_weekdays', '9:00 AM-7:00 PM CET'),
  ('office_hours_saturday', '10:00 AM-6:00 PM CET'),
  ('office_hours_sunday', 'Closed'),
  ('instagram_url', ''),
  ('facebook_url', ''),
  ('linkedin_url', '')
on conflict (setting_key) do nothing;

-- 3. Everyone reads the maintenance flag and the site details, listed key by key; the
--    maintenance password stays readable by staff only ("staff read settings"). The grants
--    need no change: anon and authenticated already hold SELECT on site_settings and staff
--    UPDATE (setting_value) only, so keys cannot be renamed or added through the API
--    (20261126020000_explicit_grants.sql).
drop policy "visitors read maintenance mode" on public.site_settings;
create policy "visitors read maintenance mode and site details" on public.site_settings
  for select to anon, authenticated
  using (setting_key in (
    'maintenance_mode',
    'contact_phone', 'contact_email', 'concierge_email', 'contact_address',
    'office_hours_weekdays', 'office_hours_saturday', 'office_hours_sunday',
    'instagram_url', 'facebook_url', 'linkedin_url'
  ));

-- 4. The legal pages, one row per section: `intro` gives the page title (title) and its lead
--    (content), `last_updated` the date shown under it, and every other section is a heading
--    (title) and its text (content; a blank line starts a new paragraph), in display order.
--    Contact details are not repeated in the texts: the footer of every page shows the current
--    ones.
insert into public.page_content (
  page_slug, section_key, content_type, title, content, image_url, display_order
)
values
-- Terms of booking
('terms', 'intro', 'text', 'Terms of Booking', 'These terms apply to every stay booked with Riviera Villas. Please read them before you send a booking request: by confirming a booking, you accept them for yourself and for everyone staying with you.', null, 1),
('terms', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2),
('terms', 'scope', 'text', '1. Who we are and what these terms cover', 'Riviera Villas SAS (“Riviera Villas”, “we”) lets the villas of its collection on the French Riviera for holiday stays. These terms form the contract between us and the person who makes the booking (“you”, the lead guest), who must be at least 18 years old.

Each villa is let furnished, for a holiday stay of a fixed length; it may not be used as a main or second home. Services arranged by our concierge (private chefs, boats, transfers, excursions) follow their providers’ own conditions, which we send you with each quote.', null, 3),
('terms', 'booking_requests', 'text', '2. Booking requests and confirmation', 'A booking request sent from a villa’s page is not yet a booking. It does not hold the dates for you and lapses after 24 hours if we have not confirmed it. Within that time we check the villa’s availability and write to you to confirm or decline.

Your booking is confirmed once we have sent you our written confirmation and received the deposit described below. The confirmation states the villa, the dates, the number of guests and the full price of the stay.', null, 4),
('terms', 'prices', 'text', '3. Prices and tourist tax', 'Prices are per night, in euros, and include VAT where it applies, bed linen and towels, final cleaning and utilities in normal use. The price of a stay is the sum of the nightly prices of the nights booked; seasonal prices apply night by night.

The tourist tax (taxe de séjour) set by the town is not included: it is charged per adult and per night and collected with the balance. Concierge services, extra cleaning and other extras are quoted and paid separately.', null, 5),
('terms', 'deposit_payment', 'text', '4. Deposit and payment', 'A deposit of 30% of the price of the stay is due within 3 days of our confirmation, and the balance 60 days before arrival. For a booking made less than 60 days before arrival, the full price is due on confirmation.

We accept bank transfers and the major payment cards. If a payment is late we remind you in writing; if it is still unpaid 7 days after that reminder, we may cancel the booking, and the cancellation terms of section 6 apply.', null, 6),
('terms', 'security_deposit', 'text', '5. Security deposit', 'A refundable security deposit, stated in our confirmation for each villa, is taken by card pre-authorisation or bank transfer before arrival. It covers damage, missing items and exceptional cleaning.

It is released or refunded within 14 days of your departure, less any amounts justified by the inventory made at check-out and, where needed, by the invoices or quotes we send you.', null, 7),
('terms', 'cancellation', 'text', '6. Cancellation by you', 'You may cancel at any time by writing to us; the day we receive your message counts. Cancellation costs are:
• more than 60 days before arrival: the deposit (30% of the price of the stay);
• from 60 to 30 days before arrival: 50% of the price of the stay;
• fewer than 30 days before arrival, or if you do not arrive: the full price of the stay.

If we let the villa again for the same dates, we refund what you paid for the nights let again, less €250 of administration costs. A late arrival or an early departure gives no right to a refund. We strongly recommend cancellation and travel insurance.', null, 8),
('terms', 'cancellation_by_us', 'text', '7. Changes or cancellation by us', 'If an event beyond our control (fire, flood, serious damage, a decision of the authorities) makes the villa unfit for your stay, we tell you at once and offer a villa of the same or a higher standard for the same dates at no extra cost. If you decline it, we refund everything you paid within 14 days.

If we cancel a confirmed booking for any other reason, we refund everything you paid and add compensation equal to the cancellation costs you would have owed had you cancelled on that day.', null, 9),
('terms', 'stay', 'text', '8. Arrival, departure and guests', 'Check-in is from 4:00 PM and check-out by 10:00 AM, unless we agree otherwise in writing. A member of our team welcomes you at the villa, shows you the house and makes the inventory with you.

The number of guests, children and infants included, may never exceed the maximum stated on the villa’s page and in our confirmation. You may receive visitors during the day; parties and events need our written consent beforehand. Pets are welcome only in the villas that say so.', null, 10),
('terms', 'use_of_villa', 'text', '9. Use of the villa', 'You agree to use the villa with care, to follow its house rules, to respect the neighbours’ peace (in particular between 10:00 PM and 8:00 AM) and to observe local regulations, including the ban on fires and barbecues outside the equipped areas during the summer fire season. Smoking is allowed outdoors only. Please report any damage to us without delay.', null, 11),
('terms', 'liability', 'text', '10. Liability and insurance', 'You are responsible for damage caused by you and your guests during the stay and must hold holiday civil liability insurance (responsabilité civile villégiature) that covers it; many home insurance policies include it.

We are not liable for the loss or theft of personal belongings, nor for interruptions of utilities or services beyond our control, which we work to restore as quickly as possible. Children must be supervised at all times, especially around the pool.', null, 12),
('terms', 'withdrawal', 'text', '11. No right of withdrawal', 'Under article L221-28 12° of the French Consumer Code, the 14-day right of withdrawal does not apply to accommodation provided for a specific date or period. A confirmed booking can therefore only be cancelled on the terms of section 6.', null, 13),
('terms', 'disputes', 'text', '12. Complaints, mediation and applicable law', 'Please tell us about any problem during your stay so that we can put it right at once. Complaints after your stay should reach us in writing within 30 days of your departure.

If we cannot settle a dispute together, you may refer it free of charge to the consumer mediator named in our Legal Notice. These terms are governed by French law; a consumer keeps the protection of the mandatory rules of the country where they live.', null, 14),

-- Privacy notice
('privacy', 'intro', 'text', 'Privacy Notice', 'How Riviera Villas collects and uses your personal data when you visit this website, send us a request or stay in one of our villas, how long we keep it, and the rights you have under the EU General Data Protection Regulation (GDPR) and the French Data Protection Act.', null, 1),
('privacy', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2),
('privacy', 'controller', 'text', '1. Who is responsible for your data', 'The data controller is Riviera Villas SAS, whose details are given in our Legal Notice. For any question about your data, or to exercise your rights, write to us at the email address shown at the foot of this page. We answer within one month.', null, 3),
('privacy', 'data_collected', 'text', '2. What we collect', 'When you send a booking request: your name, email address, phone number (optional), the villa, your dates, the number of guests and any special requests.

When you send a general inquiry or a concierge request: your name, email address, phone number (optional) and your message.

When you stay with us: what we need to prepare and run your stay, such as arrival times, the guests’ names where the law requires them, payment and security deposit details, and the preferences you share with our concierge.

When you browse the site: the technical data your browser sends (IP address, browser type, pages requested), used only to keep the site secure and running. We use no advertising or audience-measurement tools.', null, 4),
('privacy', 'purposes', 'text', '3. Why we use it and on what legal basis', 'To answer your requests and to prepare, confirm and manage your booking: steps taken at your request before a contract, then the performance of that contract (GDPR article 6(1)(b)).

To keep accounting and tax records and to declare the tourist tax: our legal obligations (article 6(1)(c)).

To protect the site and our guests from fraud, spam and abuse, for example by limiting how many requests one email address or network address can send in a short time: our legitimate interest (article 6(1)(f)).

To send you news of our villas, only if you have asked for it: your consent, which you may withdraw at any time (article 6(1)(a)).', null, 5),
('privacy', 'recipients', 'text', '4. Who receives it', 'Your data is read only by the members of our team who handle bookings and enquiries and, for the part they need, by the owner of the villa you book and the providers of the services you ask our concierge to arrange.

Our technical providers process it on our behalf, under contracts that bind them to the GDPR: Supabase (database, staff sign-in and file storage), our web host and our email provider. We never sell your data.', null, 6),
('privacy', 'transfers', 'text', '5. Transfers outside the European Union', 'Your data is stored on servers in the European Union. Where a provider, or one of its subcontractors, can access it from outside the European Economic Area, the transfer is covered by an adequacy decision or by the European Commission’s standard contractual clauses.', null, 7),
('privacy', 'retention', 'text', '6. How long we keep it', '• Enquiries that do not lead to a booking: 3 years from our last exchange.
• Bookings and the related correspondence: the length of the contract, then 5 years, the limitation period for civil claims.
• Invoices and accounting records: 10 years, as the French Commercial Code requires.
• Records used to limit abuse of the forms: 24 hours.
• Technical logs of our hosting provider: no more than 90 days.', null, 8),
('privacy', 'security', 'text', '7. Security', 'Access to your data is limited to authorised staff with personal accounts; it travels encrypted (HTTPS), and the database itself decides who may read each record. No system is perfectly secure, but we review our measures regularly and, as the law requires, would inform you and the CNIL of any breach likely to put you at risk.', null, 9),
('privacy', 'cookies', 'text', '8. Cookies and browser storage', 'The public site sets no cookies and does not track you. While the site is closed for maintenance, entering the maintenance password keeps a single technical flag in your browser’s session storage, which disappears when you close the tab.

Our staff pages keep the sign-in session and a display preference in the browser. These are strictly necessary and need no consent.', null, 10),
('privacy', 'rights', 'text', '9. Your rights', 'You may ask to access your data, to correct or erase it, to restrict its use or to receive it in a portable format, and you may object to its use when it rests on our legitimate interest. You may also give instructions on what happens to your data after your death. We may ask for proof of identity before answering.

If you believe we have not respected your rights, you may complain to the CNIL (Commission Nationale de l’Informatique et des Libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr).', null, 11),
('privacy', 'changes', 'text', '10. Changes to this notice', 'We update this notice when our practices or the law change; the date at the top shows the current version.', null, 12),

-- Legal notice
('legal-notice', 'intro', 'text', 'Legal Notice', 'Who publishes and hosts this website, as article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN) requires.', null, 1),
('legal-notice', 'last_updated', 'text', 'Last updated', '26 November 2026', null, 2),
('legal-notice', 'publisher', 'text', 'Publisher', 'Riviera Villas SAS, a simplified joint-stock company (société par actions simplifiée) with a share capital of €50,000.
Registered office: Saint-Raphaël (83700), Var, France.
Fréjus Trade and Companies Register (RCS): 000 000 000.
Intra-community VAT number: FR00 000000000.

Our email address and phone number are shown at the foot of this page.', null, 3),
('legal-notice', 'director', 'text', 'Director of publication', 'The Chairman (Président) of Riviera Villas SAS, as its legal representative.', null, 4),
('legal-notice', 'hosting', 'text', 'Hosting', 'Database, staff sign-in and image storage: Supabase Pte. Ltd., Singapore (supabase.com), on servers in the European Union.

Web pages: [name, address and phone number of the web host].', null, 5),
('legal-notice', 'intellectual_property', 'text', 'Intellectual property', 'The texts, photographs, illustrations, logo and design of this website belong to Riviera Villas or to the owners of the villas and are protected by intellectual property law. Any reproduction or use without our written permission is forbidden.', null, 6),
('legal-notice', 'liability', 'text', 'Liability', 'We take care to keep the information on this site accurate and up to date, but descriptions, photographs and prices are given for information and may change: only our written booking confirmation is binding. We are not responsible for the content of other websites linked from this one.', null, 7),
('legal-notice', 'personal_data', 'text', 'Personal data', 'How we collect and use your personal data, and your rights, are explained in our Privacy Notice. This site sets no advertising or audience-measurement cookies.', null, 8),
('legal-notice', 'mediation', 'text', 'Consumer mediation', 'Under article L612-1 of the French Consumer Code, if a dispute cannot be settled with our team, you may refer it free of charge to our consumer mediator: [name, address and website of the mediator].', null, 9)
on conflict (page_slug, section_key) do nothing;

-- The company's legal identity (issue 17, point 12): what the Legal Notice must name (LCEN
-- article 6, Code de la consommation L612-1), as site settings that staff fill in Profile
-- Settings. The legal texts name them with {{tokens}} that the site fills; a line whose item is
-- not filled yet is left out (never a bracketed placeholder or a made-up number), and "Needs
-- attention" lists what is missing until everything is filled.

-- 1. The settings. The starting values are what the Legal Notice already said; the registration
--    numbers, the director, the web host and the mediator start empty (they were placeholders).
insert into public.site_settings (setting_key, setting_value)
values
  ('legal_company_name', 'Riviera Villas SAS'),
  ('legal_form', 'Simplified joint-stock company (société par actions simplifiée, SAS)'),
  ('legal_share_capital', '€50,000'),
  ('legal_registered_office', 'Saint-Raphaël (83700), Var, France'),
  ('legal_rcs_number', ''),
  ('legal_rcs_city', 'Fréjus'),
  ('legal_vat_number', ''),
  ('legal_publication_director', ''),
  ('legal_host_name', ''),
  ('legal_host_address', ''),
  ('legal_host_phone', ''),
  ('legal_mediator_name', ''),
  ('legal_mediator_address', ''),
  ('legal_mediator_website', '')
on conflict (setting_key) do nothing;

-- 2. What each value may be (check_violation with a sentence naming the field; empty = not
--    filled yet). Values are trimmed; the RCS number is stored as "123 456 789" and the VAT
--    number without spaces, in capitals.
create function public.check_legal_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_label text;
  v_problem text;
  v_digits text;
  v_sum integer := 0;
  v_digit integer;
begin
  v_label := case new.setting_key
    when 'legal_company_name' then 'Company name'
    when 'legal_form' then 'Legal form'
    when 'legal_share_capital' then 'Share capital'
    when 'legal_registered_office' then 'Registered office'
    when 'legal_rcs_number' then 'RCS number'
    when 'legal_rcs_city' then 'RCS city'
    when 'legal_vat_number' then 'VAT number'
    when 'legal_publication_director' then 'Director of publication'
    when 'legal_host_name' then 'Web host name'
    when 'legal_host_address' then 'Web host address'
    when 'legal_host_phone' then 'Web host phone'
    when 'legal_mediator_name' then 'Mediator name'
    when 'legal_mediator_address' then 'Mediator address'
    when 'legal_mediator_website' then 'Mediator website'
  end;
  if v_label is null then
    return new;
  elsif v_value = '' then
    new.setting_value := v_value;
    return new;
  end if;

  if char_length(v_value) > 200 or v_value ~ '[[:cntrl:]]' then
    v_problem := 'enter it on one line, up to 200 characters';
  elsif v_value ~ '[][{}]' then
    v_problem := 'brackets are not allowed: enter the real value, or leave it empty until you have it';
  elsif new.setting_key = 'legal_rcs_number' then
    v_digits := regexp_replace(v_value, '[ .]', '', 'g');
    if v_digits !~ '^[0-9]{9}$' or v_digits = '000000000' then
      v_problem := 'enter the 9-digit SIREN number, for example 123 456 782';
    else
      -- A SIREN number carries a Luhn check digit: a typo or a made-up number fails it.
      for i in 1..9 loop
        v_digit := substr(v_digits, i, 1)::integer * (case when i % 2 = 0 then 2 else 1 end);
        v_sum := v_sum + v_digit / 10 + v_digit % 10;
      end loop;
      if v_sum % 10 <> 0 then
        v_problem := 'this is not a valid SIREN number (its check digit does not match): check each digit';
      else
        v_value := substr(v_digits, 1, 3) || ' ' || substr(v_digits, 4, 3) || ' ' || substr(v_digits, 7, 3);
      end if;
    end if;
  elsif new.setting_key = 'legal_vat_number' then
    v_digits := upper(regexp_replace(v_value, '[ .-]', '', 'g'));
    if v_digits !~ '^[A-Z]{2}[0-9A-Z]{2,13}$'
      or (v_digits ~ '^FR' and v_digits !~ '^FR[0-9A-Z]{2}[0-9]{9}$')
      or v_digits ~ '^[A-Z]{2}0+$' then
      v_problem := 'enter the intra-community VAT number, for example FR11 123456782';
    else
      v_value := v_digits;
    end if;
  elsif new.setting_key = 'legal_share_capital' then
    if char_length(v_value) > 40 or v_value !~ '[0-9]' then
      v_problem := 'enter the amount, for example €50,000';
    end if;
  elsif new.setting_key = 'legal_host_phone' then
    if v_value !~ '^\+?[0-9 ().-]+$'
      or char_length(v_value) > 30
      or char_length(regexp_replace(v_value, '[^0-9]', '', 'g')) not between 6 and 15 then
      v_problem := 'use 6 to 15 digits, with only spaces, brackets, dots, hyphens and a leading +';
    end if;
  elsif new.setting_key = 'legal_mediator_website' then
    if char_length(v_value) > 500
      or v_value !~ '^https://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:[0-9]{1,5})?([/?#][^[:space:]<>"]*)?$' then
      v_problem := 'enter a full address starting with https://';
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

create trigger site_settings_check_legal_identity
  before insert or update on public.site_settings
  for each row execute function public.check_legal_identity();

revoke execute on function public.check_legal_identity() from public, anon, authenticated, service_role;

-- 3. Everyone reads them (they are published in the Legal Notice), besides the maintenance flag
--    and the site details; the maintenance password and the email settings stay staff-only.
drop policy "visitors read maintenance mode and site details" on public.site_settings;
create policy "visitors read maintenance mode, site details and legal identity"
  on public.site_settings
  for select to anon, authenticated
  using (setting_key in (
    'maintenance_mode',
    'contact_phone', 'contact_email', 'concierge_email', 'contact_address',
    'office_hours_weekdays', 'office_hours_saturday', 'office_hours_sunday',
    'instagram_url', 'facebook_url', 'linkedin_url',
    'legal_company_name', 'legal_form', 'legal_share_capital', 'legal_registered_office',
    'legal_rcs_number', 'legal_rcs_city', 'legal_vat_number', 'legal_publication_director',
    'legal_host_name', 'legal_host_address', 'legal_host_phone',
    'legal_mediator_name', 'legal_mediator_address', 'legal_mediator_website'
  ));

-- 4. The legal texts name the settings. A section staff already rewrote is left as it is (only
--    the starting texts with their placeholders are replaced); the site leaves out any line
--    that still holds a bracketed placeholder or a sample number.
update public.page_content
set content = '{{company_name}}
Legal form: {{legal_form}}.
Share capital: {{share_capital}}.
Registered office: {{registered_office}}.
Trade and Companies Register: RCS {{rcs_city}} {{rcs_number}}.
Intra-community VAT number: {{vat_number}}.

Our email address and phone number are shown at the foot of this page.'
where page_slug = 'legal-notice' and section_key = 'publisher' and content like '%000 000 000%';

update public.page_content
set content = '{{publication_director}}, as the legal representative of {{company_name}}.'
where page_slug = 'legal-notice' and section_key = 'director'
  and content = 'The Chairman (Président) of Riviera Villas SAS, as its legal representative.';

update public.page_content
set content = 'Database, staff sign-in and image storage: Supabase Pte. Ltd., Singapore (supabase.com), on servers in the European Union.

Web pages: {{host_name}}
{{host_address}}
Phone: {{host_phone}}'
where page_slug = 'legal-notice' and section_key = 'hosting'
  and content like '%[name, address and phone number of the web host]%';

update public.page_content
set content = 'Under article L612-1 of the French Consumer Code, if a dispute cannot be settled with our team, you may refer it free of charge to our consumer mediator.

{{mediator_name}}
{{mediator_address}}
{{mediator_website}}'
where page_slug = 'legal-notice' and section_key = 'mediation'
  and content like '%[name, address and website of the mediator]%';

update public.page_content
set content = replace(content, 'Riviera Villas SAS', '{{company_name}}')
where (page_slug, section_key) in (('terms', 'scope'), ('privacy', 'controller'));

-- 5. "Needs attention" also lists the legal identity items not filled yet, and a contact phone
--    still at the sample number. The function gains columns, so it is dropped and created
--    again (same checks, grants and the three first columns as 20261126280000).
drop function public.admin_attention();

create function public.admin_attention()
returns table (
  failed_emails integer,
  failing_feeds jsonb,
  conflicting_feeds jsonb,
  missing_legal_identity jsonb,
  sample_contact_phone boolean
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can see what needs attention' using errcode = '42501';
  end if;
  return query
  select
    -- The last week's failures that no resend has replaced.
    (select count(*)::int
     from public.notifications n
     where n.status = 'failed'
       and n.created_at > now() - interval '7 days'
       and not exists (select from public.notifications r where r.resend_of = n.id)),
    (select coalesce(jsonb_agg(jsonb_build_object('villa_id', v.id, 'villa', v.name,
                                                  'feed', f.name) order by v.name, f.name), '[]')
     from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
     where f.last_error is not null),
    (select coalesce(jsonb_agg(jsonb_build_object('villa_id', v.id, 'villa', v.name,
                                                  'feed', f.name) order by v.name, f.name), '[]')
     from public.villa_calendar_feeds f join public.villas v on v.id = f.villa_id
     where jsonb_array_length(f.conflicts) > 0),
    -- The legal identity items still empty, in the order of the Profile Settings form.
    (select coalesce(jsonb_agg(item.label order by item.n), '[]')
     from (values
       (1, 'legal_company_name', 'Company name'),
       (2, 'legal_form', 'Legal form'),
       (3, 'legal_share_capital', 'Share capital'),
       (4, 'legal_registered_office', 'Registered office'),
       (5, 'legal_rcs_number', 'RCS number'),
       (6, 'legal_rcs_city', 'RCS city'),
       (7, 'legal_vat_number', 'VAT number'),
       (8, 'legal_publication_director', 'Director of publication'),
       (9, 'legal_host_name', 'Web host name'),
       (10, 'legal_host_address', 'Web host address'),
       (11, 'legal_host_phone', 'Web host phone'),
       (12, 'legal_mediator_name', 'Mediator name'),
       (13, 'legal_mediator_address', 'Mediator address'),
       (14, 'legal_mediator_website', 'Mediator website')
     ) as item (n, setting_key, label)
     left join public.site_settings s on s.setting_key = item.setting_key
     where coalesce(btrim(s.setting_value), '') = ''),
    -- The phone number the site started with (migration 20261126130000) is not a real one.
    exists (select from public.site_settings s
            where s.setting_key = 'contact_phone'
              and regexp_replace(s.setting_value, '[^0-9]', '', 'g') = '33494000000');
end
$$;

revoke execute on function public.admin_attention() from public, anon;
grant execute on function public.admin_attention() to authenticated;

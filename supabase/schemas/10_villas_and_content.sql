-- Villas, their photos, FAQs and reviews, the public pages' content and the site settings, with
-- the checks that say what each may hold, and the collection and search the public site reads.
set check_function_bodies = off;

create type public.photo_room as enum (
  'exterior',
  'living_room',
  'dining',
  'kitchen',
  'bedroom',
  'bathroom',
  'pool',
  'garden',
  'terrace',
  'view',
  'other'
);

-- The languages of the site (issue 22): a guest's requests and emails, a staff member's admin.
create type public.site_language as enum ('en', 'fr');

-- Site-wide settings: maintenance_mode ('true' or 'false') and maintenance_password.
create table public.site_settings (
  id uuid default gen_random_uuid() not null,
  setting_key text not null,
  setting_value text default ''::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- The French text of a setting shown on the site (office hours); null: the English one shows.
  setting_value_fr text,
  constraint site_settings_pkey primary key (id),
  constraint site_settings_setting_key_key unique (setting_key),
  constraint site_settings_setting_key_check check (((char_length(setting_key) >= 1) and (char_length(setting_key) <= 100))),
  constraint site_settings_setting_value_fr_check check ((char_length(setting_value_fr) <= 5000)),
  constraint site_settings_setting_value_check check ((char_length(setting_value) <= 5000))
);

-- Editable texts and images of the public pages, one row per (page, section).
create table public.page_content (
  id uuid default gen_random_uuid() not null,
  page_slug text not null,
  section_key text not null,
  content_type text default 'text'::text not null,
  title text,
  content text default ''::text not null,
  image_url text,
  display_order integer default 0 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  -- French (issue 22): null or blank means not translated yet; the site then shows the English
  -- text marked lang="en", and the admin flags the section.
  title_fr text,
  content_fr text,
  constraint page_content_pkey primary key (id),
  constraint page_content_page_slug_section_key_key unique (page_slug, section_key),
  constraint page_content_content_fr_check check ((char_length(content_fr) <= 5000)),
  constraint page_content_title_fr_check check ((char_length(title_fr) <= 200)),
  constraint page_content_content_check check ((char_length(content) <= 5000)),
  constraint page_content_content_type_check check ((content_type = any (array['text'::text, 'image'::text]))),
  constraint page_content_image_url_check check ((char_length(image_url) <= 2000)),
  constraint page_content_page_slug_check check (((char_length(page_slug) >= 1) and (char_length(page_slug) <= 100))),
  constraint page_content_section_key_check check (((char_length(section_key) >= 1) and (char_length(section_key) <= 100))),
  constraint page_content_title_check check ((char_length(title) <= 200))
);

-- The communes our villas stand in, with what the tourist tax adds on top of the commune's rate:
-- the department's surcharge (10 % in the Var and the Alpes-Maritimes) and the region's, as
-- percentages of that rate. The rates themselves are tourist_tax_rates (20_stay_rules_and_pricing).
create table public.tourist_tax_communes (
  id uuid default gen_random_uuid() not null,
  name text not null,
  insee_code text not null,
  departmental_surcharge_percent numeric(5,2) default 0 not null,
  regional_surcharge_percent numeric(5,2) default 0 not null,
  created_at timestamp with time zone default now() not null,
  constraint tourist_tax_communes_pkey primary key (id),
  constraint tourist_tax_communes_insee_code_key unique (insee_code),
  constraint tourist_tax_communes_insee_code_check check ((insee_code ~ '^[0-9][0-9AB][0-9]{3}$')),
  constraint tourist_tax_communes_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint tourist_tax_communes_departmental_surcharge_percent_check check (((departmental_surcharge_percent >= (0)::numeric) and (departmental_surcharge_percent <= (100)::numeric))),
  constraint tourist_tax_communes_regional_surcharge_percent_check check (((regional_surcharge_percent >= (0)::numeric) and (regional_surcharge_percent <= (300)::numeric)))
);

create table public.villas (
  id uuid default gen_random_uuid() not null,
  name text not null,
  location text not null,
  description text default ''::text not null,
  price_per_night numeric(10,2) default 0 not null,
  max_guests integer default 1 not null,
  bedrooms integer default 1 not null,
  bathrooms integer default 1 not null,
  size_sqm integer,
  amenities text[] default '{}'::text[] not null,
  distances text,
  images text[] default '{}'::text[] not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  min_nights integer default 1 not null,
  max_nights integer default 60 not null,
  booking_horizon_months integer default 18 not null,
  arrival_weekdays smallint[] default '{1,2,3,4,5,6,7}'::smallint[] not null,
  departure_weekdays smallint[] default '{1,2,3,4,5,6,7}'::smallint[] not null,
  advance_notice_days integer default 0 not null,
  changeover public.villa_changeover default 'full_day' not null,
  from_price numeric(10,2) default 0 not null,
  -- Loi Le Meur (2024): the numéro d'enregistrement every listing shows, 13 characters starting
  -- with the commune's INSEE code; null until staff enter it.
  registration_number text,
  classification public.villa_classification default 'unclassified' not null,
  -- Where the tourist tax is declared; null: no tax is quoted (staff are told on the villa).
  tax_commune_id uuid,
  -- French texts (issue 22): null or blank means not translated yet (the English shows, marked).
  description_fr text,
  amenities_fr text[],
  distances_fr text,
  constraint villas_pkey primary key (id),
  constraint villas_registration_number_check check ((registration_number ~ '^[0-9][0-9AB][0-9]{3}[0-9]{6}[A-Z0-9]{2}$')),
  constraint villas_tax_commune_id_fkey foreign key (tax_commune_id) references public.tourist_tax_communes(id) on delete restrict,
  constraint villas_advance_notice_days_check check (((advance_notice_days >= 0) and (advance_notice_days <= 365))),
  constraint villas_arrival_weekdays_check check (public.valid_weekdays(arrival_weekdays)),
  constraint villas_bathrooms_check check ((bathrooms >= 0)),
  constraint villas_bedrooms_check check ((bedrooms >= 0)),
  constraint villas_booking_horizon_months_check check (((booking_horizon_months >= 1) and (booking_horizon_months <= 36))),
  constraint villas_departure_weekdays_check check (public.valid_weekdays(departure_weekdays)),
  constraint villas_description_fr_check check ((char_length(description_fr) <= 5000)),
  constraint villas_distances_fr_check check ((char_length(distances_fr) <= 2000)),
  constraint villas_description_check check ((char_length(description) <= 5000)),
  constraint villas_distances_check check ((char_length(distances) <= 2000)),
  constraint villas_location_check check (((char_length(btrim(location)) >= 1) and (char_length(btrim(location)) <= 200))),
  constraint villas_max_guests_check check ((max_guests >= 1)),
  constraint villas_max_nights_check check (((max_nights >= 1) and (max_nights <= 365))),
  constraint villas_min_nights_check check (((min_nights >= 1) and (min_nights <= 365))),
  constraint villas_min_nights_within_max check ((min_nights <= max_nights)),
  constraint villas_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint villas_price_per_night_check check ((price_per_night >= (0)::numeric)),
  constraint villas_size_sqm_check check ((size_sqm > 0))
);

create table public.villa_faqs (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  question text not null,
  answer text not null,
  display_order integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  -- French (issue 22): null or blank means not translated yet (the English shows, marked).
  question_fr text,
  answer_fr text,
  constraint villa_faqs_pkey primary key (id),
  constraint villa_faqs_answer_fr_check check ((char_length(answer_fr) <= 5000)),
  constraint villa_faqs_question_fr_check check ((char_length(question_fr) <= 1000)),
  constraint villa_faqs_answer_check check (((char_length(btrim(answer)) >= 1) and (char_length(btrim(answer)) <= 5000))),
  constraint villa_faqs_question_check check (((char_length(btrim(question)) >= 1) and (char_length(btrim(question)) <= 1000))),
  constraint villa_faqs_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.villa_reviews (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  guest_name text not null,
  guest_location text not null,
  review_text text not null,
  display_order integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  rating smallint,
  stay_month date,
  booking_id uuid,
  is_verified boolean generated always as ((booking_id is not null)) stored,
  published_on date default ((now() at time zone 'Europe/Paris'::text))::date not null,
  -- Who wrote it (issue 21, point 5): 'guest' through the review link of their stay (it lands
  -- unapproved; approved_at is when staff first showed it), or 'staff' typing it in by hand.
  source text default 'staff'::text not null,
  approved_at timestamp with time zone,
  -- The language the review was written in: reviews are never translated, their language shows.
  language public.site_language default 'en' not null,
  constraint villa_reviews_pkey primary key (id),
  constraint villa_reviews_source_check check ((source = any (array['staff'::text, 'guest'::text]))),
  constraint villa_reviews_booking_once unique (booking_id),
  constraint villa_reviews_guest_location_check check (((char_length(btrim(guest_location)) >= 1) and (char_length(btrim(guest_location)) <= 200))),
  constraint villa_reviews_guest_name_check check (((char_length(btrim(guest_name)) >= 1) and (char_length(btrim(guest_name)) <= 200))),
  constraint villa_reviews_rating_range check (((rating >= 1) and (rating <= 5))),
  constraint villa_reviews_review_text_check check (((char_length(btrim(review_text)) >= 1) and (char_length(btrim(review_text)) <= 5000))),
  constraint villa_reviews_stay_before_publication check ((stay_month <= published_on)),
  constraint villa_reviews_stay_month_first_day check ((extract(day from stay_month) = (1)::numeric)),
  constraint villa_reviews_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create table public.villa_photos (
  id uuid default extensions.gen_random_uuid() not null,
  villa_id uuid not null,
  url text not null,
  storage_path text,
  position integer default 0 not null,
  caption text default ''::text not null,
  room public.photo_room,
  is_cover boolean default false not null,
  width integer,
  height integer,
  variants jsonb default '[]'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  caption_fr text,
  constraint villa_photos_pkey primary key (id),
  constraint villa_photos_villa_id_url_key unique (villa_id, url),
  constraint villa_photos_caption_fr_check check ((char_length(caption_fr) <= 200)),
  constraint villa_photos_caption_check check ((char_length(caption) <= 200)),
  constraint villa_photos_height_check check (((height is null) or ((height >= 1) and (height <= 20000)))),
  constraint villa_photos_position_check check (("position" >= 0)),
  constraint villa_photos_storage_path_check check (((storage_path is null) or (char_length(storage_path) <= 1024))),
  constraint villa_photos_url_check check (((btrim(url) <> ''::text) and (char_length(url) <= 2048))),
  constraint villa_photos_variants_check check ((jsonb_typeof(variants) = 'array'::text)),
  constraint villa_photos_width_check check (((width is null) or ((width >= 1) and (width <= 20000)))),
  constraint villa_photos_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create index page_content_page_order_idx on public.page_content (page_slug, display_order);

create index villas_active_created_idx on public.villas (is_active, created_at);

create index villas_created_idx on public.villas (created_at desc);

create index villas_tax_commune_idx on public.villas (tax_commune_id);

create index villa_faqs_villa_order_idx on public.villa_faqs (villa_id, display_order);

create index villa_reviews_villa_order_idx on public.villa_reviews (villa_id, display_order);

create index villas_active_from_price_idx on public.villas (is_active, from_price);

create unique index villa_photos_one_cover on public.villa_photos (villa_id) where is_cover;

create index villa_photos_villa_position on public.villa_photos (villa_id, "position");

-- One line per villa: its published reviews, their average rating (one decimal, over the rated
-- ones) and how many are verified. security_invoker: the reader's row security applies, so a
-- visitor counts only the active reviews of active villas, exactly the ones the villa page lists.
create or replace view public.villa_review_summaries with (security_invoker=true) as
 select r.villa_id,
    (count(*))::integer as review_count,
    (count(r.rating))::integer as rated_count,
    (round(avg(r.rating), 1))::double precision as average_rating,
    (count(*) filter (where r.is_verified))::integer as verified_count
   from public.villa_reviews r
  where r.is_active
  group by r.villa_id;

-- Gives a villa that has photos but no cover its first photo as cover, then copies the order
-- into villas.images.
create or replace function private.sync_villa_images(p_villa_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  urls text[];
begin
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos set is_cover = true
  where id = (
    select p.id from public.villa_photos p where p.villa_id = p_villa_id
    order by p.position, p.created_at, p.id limit 1
  )
  and not exists (select 1 from public.villa_photos p where p.villa_id = p_villa_id and p.is_cover);
  urls := private.villa_photo_urls(p_villa_id);
  update public.villas set images = urls
  where id = p_villa_id and images is distinct from urls;
  perform set_config('riviera.photo_sync', 'off', true);
end;
$$;

-- A direct write of villas.images: the photo rows follow the list (first = cover).
create or replace function private.villa_images_written()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if new.images is not distinct from private.villa_photo_urls(new.id) then
    return null;
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  delete from public.villa_photos
  where villa_id = new.id and not (url = any (coalesce(new.images, '{}')));
  update public.villa_photos set is_cover = false where villa_id = new.id and is_cover;
  insert into public.villa_photos (villa_id, url, position, is_cover)
  select new.id, listed.url, (row_number() over (order by listed.first_at) - 1)::integer,
         row_number() over (order by listed.first_at) = 1
  from (
    select u.url, min(u.ord) as first_at
    from unnest(coalesce(new.images, '{}')) with ordinality as u (url, ord)
    where btrim(u.url) <> ''
    group by u.url
  ) listed
  on conflict (villa_id, url) do update
    set position = excluded.position, is_cover = excluded.is_cover;
  perform set_config('riviera.photo_sync', 'off', true);
  -- Blank or repeated URLs were dropped: the list becomes the photos' own.
  perform private.sync_villa_images(new.id);
  return null;
end;
$$;

-- One cover per villa: a photo made the cover unmarks the previous one.
create or replace function private.villa_photo_cover_taken()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous text := coalesce(current_setting('riviera.photo_sync', true), '');
begin
  if new.is_cover then
    perform set_config('riviera.photo_sync', 'on', true);
    update public.villa_photos set is_cover = false
    where villa_id = new.villa_id and id <> new.id and is_cover;
    perform set_config('riviera.photo_sync', previous, true);
  end if;
  return new;
end;
$$;

-- The URLs of a villa's photos as villas.images lists them: the cover first, then by position.
create or replace function private.villa_photo_urls(p_villa_id uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(p.url order by p.is_cover desc, p.position, p.created_at, p.id), '{}')
  from public.villa_photos p
  where p.villa_id = p_villa_id
$$;

create or replace function private.villa_photos_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('riviera.photo_sync', true), '') = 'on' then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    perform private.sync_villa_images(old.villa_id);
  end if;
  if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.villa_id <> old.villa_id
      or new.position <> old.position or new.is_cover <> old.is_cover or new.url <> old.url) then
    perform private.sync_villa_images(new.villa_id);
  end if;
  return null;
end;
$$;

-- The number of published villas, for texts such as the About page's "{villa_count} villas".
create or replace function public.active_villa_count()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.villas v where v.is_active
$$;

-- 2. What each value may be (check_violation with a sentence naming the field; empty = not
--    filled yet). Values are trimmed; the RCS number is stored as "123 456 789" and the VAT
--    number without spaces, in capitals.
create or replace function public.check_legal_identity()
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

-- The link and the month, checked with a sentence staff can act on (check_violation, HTTP 400;
-- the detail names the column). Runs for staff (who read bookings) and the service role.
create or replace function public.check_review_stay()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_booking record;
begin
  if new.booking_id is not null then
    select b.villa_id, b.status, b.check_in, b.check_out into v_booking
    from public.bookings b where b.id = new.booking_id;
    if not found then
      raise exception 'Verified stay: this booking does not exist'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.villa_id <> new.villa_id then
      raise exception 'Verified stay: the booking is of another villa'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.status <> 'confirmed' then
      raise exception 'Verified stay: the booking was never confirmed'
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    elsif v_booking.check_out > (now() at time zone 'Europe/Paris')::date then
      raise exception 'Verified stay: the stay has not ended yet (it ends on %)',
        to_char(v_booking.check_out, 'FMDD Mon YYYY')
        using errcode = '23514', detail = 'villa_reviews.booking_id';
    end if;
    -- A verified review's month is its stay's, whatever was typed.
    new.stay_month := date_trunc('month', v_booking.check_in)::date;
  elsif new.stay_month is not null then
    new.stay_month := date_trunc('month', new.stay_month)::date;
  end if;

  if new.stay_month > (now() at time zone 'Europe/Paris')::date then
    raise exception 'Month of stay: a review can only be about a past stay'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  if new.stay_month > new.published_on then
    raise exception 'Month of stay: the stay must come before the review''s publication'
      using errcode = '23514', detail = 'villa_reviews.stay_month';
  end if;
  return new;
end
$$;

-- 1. What a value of each site detail may be, checked in the database with a sentence staff can
--    act on (check_violation, HTTP 400). Values are trimmed first. The maintenance settings and
--    any other key keep their own rules.
create or replace function public.check_site_detail()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_value text := btrim(new.setting_value);
  v_label text;
  v_problem text;
  -- The field refused, as the raise's detail names it: the French hours are their own field.
  v_field text := new.setting_key;
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
    -- The French hours (none: the French page shows the English) follow the English rule.
    new.setting_value_fr := nullif(btrim(new.setting_value_fr), '');
    if char_length(v_value) not between 1 and 60 or v_value ~ '[[:cntrl:]]' then
      v_problem := 'enter the hours on one line, up to 60 characters (for example 9:00 AM-7:00 PM CET)';
    elsif char_length(new.setting_value_fr) > 60 or new.setting_value_fr ~ '[[:cntrl:]]' then
      v_field := new.setting_key || '_fr';
      v_label := case new.setting_key
        when 'office_hours_weekdays' then 'Office hours in French (Monday-Friday)'
        when 'office_hours_saturday' then 'Office hours in French (Saturday)'
        else 'Office hours in French (Sunday)'
      end;
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
      using errcode = '23514', detail = 'site_settings.' || v_field;
  end if;
  new.setting_value := v_value;
  return new;
end
$$;

-- security definer: the check must see every booking, whoever deletes (staff or service role).
create or replace function public.keep_villa_with_bookings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.bookings b where b.villa_id = old.id) then
    raise exception 'This villa has bookings: deactivate it instead'
      using errcode = '23503',
            detail = 'Bookings are kept for the guests'' records and the revenue history.';
  end if;
  return old;
end
$$;

-- Staff put a villa's photos in a new order in one request: every photo of the villa, once.
create or replace function public.reorder_villa_photos(p_villa_id uuid, p_photo_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
begin
  if not (select public.is_staff()) then
    raise exception 'Only staff can reorder photos' using errcode = '42501';
  end if;
  select count(*) into total from public.villa_photos where villa_id = p_villa_id;
  if coalesce(array_length(p_photo_ids, 1), 0) <> total
     or (select count(distinct id) from unnest(p_photo_ids) as ids (id)) <> total
     or exists (
       select 1 from unnest(p_photo_ids) as ids (id)
       where not exists (
         select 1 from public.villa_photos p where p.id = ids.id and p.villa_id = p_villa_id
       )
     ) then
    raise exception 'The new order must list every photo of the villa once'
      using errcode = '22023';
  end if;
  perform set_config('riviera.photo_sync', 'on', true);
  update public.villa_photos p set position = ids.ord::integer - 1
  from unnest(p_photo_ids) with ordinality as ids (id, ord)
  where p.id = ids.id and p.position <> ids.ord::integer - 1;
  perform set_config('riviera.photo_sync', 'off', true);
  perform private.sync_villa_images(p_villa_id);
end;
$$;

-- "Which villas are free for my dates?": every published villa whose quote for the stay is
-- bookable (free for every night, allowed by its rules, taking the guests), with the exact total
-- the booking would store and the nightly average. One call; the same quote_stay as everywhere.
create or replace function public.search_villas(
  p_check_in date,
  p_check_out date,
  p_guests integer default null,
  p_adults integer default null,
  p_children integer default null
)
returns table (villa_id uuid, total numeric, nightly_average numeric, night_count integer)
language sql
stable
set search_path = ''
as $$
  select v.id,
         q.total,
         round(q.total / q.night_count, 2),
         q.night_count
  from public.villas v
  cross join lateral public.quote_stay(v.id, p_check_in, p_check_out, p_guests, p_adults, p_children) as q
  where v.is_active
    and q.bookable
  order by 2, v.name
$$;

-- Only in a read-write transaction: PostgREST (hosted too) runs GET and HEAD /rpc/… read-only,
-- where a failure could not be recorded, so a GET could guess without limit. Refused there
-- with SQLSTATE 25006, which PostgREST answers with 405; the site calls it with POST.
--
-- Per client (the platform-set address): 5 wrong guesses a minute, then 429 even for the right
-- password until the minute has passed. Under a flood (20 wrong guesses a minute from
-- everybody together) a client that guessed wrong in the last minute waits the minute out
-- after one guess; a client without a recent wrong guess (the owner typing the right
-- password) still gets an answer, so many addresses cannot lock the owner out. A right
-- password records nothing.
create or replace function public.verify_maintenance_password(p_password text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_mine integer;
  v_everyone integer;
  v_matches boolean;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'The maintenance password can only be checked with POST'
      using errcode = '25006',
            hint = 'Call POST /rest/v1/rpc/verify_maintenance_password with {"p_password": …}.';
  end if;

  perform pg_advisory_xact_lock(hashtext('private.throttle:maintenance_password'));
  select count(*) filter (where e.subject = v_client), count(*)
    into v_mine, v_everyone
  from private.throttle_events e
  where e.kind = 'maintenance_password' and e.happened_at > now() - interval '1 minute';
  if v_mine >= 5 or (v_everyone >= 20 and v_mine >= 1) then
    raise exception 'Too many attempts. Please wait a minute and try again.'
      using errcode = 'PT429';
  end if;

  select s.setting_value = p_password into v_matches
  from public.site_settings s
  where s.setting_key = 'maintenance_password'
    and btrim(s.setting_value) <> '';
  if coalesce(v_matches, false) then
    return true;
  end if;
  delete from private.throttle_events
  where kind = 'maintenance_password' and happened_at < now() - interval '1 day';
  insert into private.throttle_events (kind, subject) values ('maintenance_password', v_client);
  return false;
end
$$;

-- The published villas matching every given filter (a null filter is not applied), in the order
-- asked: 'price-asc' / 'price-desc' (the stay's total when dates are given, else the from
-- price), 'size' (largest first), 'bedrooms' (most first), 'name', else the collection's own
-- order (oldest first). With dates, only villas whose quote for the stay is bookable
-- (quote_stay: free, allowed by its rules, taking the guests), as search_villas.
-- Price bounds apply to the from price (villas.from_price). Security invoker: RLS decides what
-- the caller sees.
create or replace function public.villa_collection(
  p_destination text default null,
  p_guests integer default null,
  p_bedrooms integer default null,
  p_min_price numeric default null,
  p_max_price numeric default null,
  p_amenities text[] default null,
  p_sort text default null,
  p_check_in date default null,
  p_check_out date default null
)
returns setof public.villas
language sql
stable
set search_path = ''
as $$
  with matching as materialized (
    select v as villa
    from public.villas v
    where v.is_active
      and (p_destination is null or public.villa_destination(v.location) = p_destination)
      and (p_guests is null or v.max_guests >= p_guests)
      and (p_bedrooms is null or v.bedrooms >= p_bedrooms)
      and (p_min_price is null or v.from_price >= p_min_price)
      and (p_max_price is null or v.from_price <= p_max_price)
      and (p_amenities is null or not exists (
        select 1 from unnest(p_amenities) as k(key)
        where not public.villa_has_amenity(v.amenities, k.key)
      ))
  ),
  offers as materialized (
    select m.villa,
           case when p_check_in is not null
                then public.quote_stay((m.villa).id, p_check_in, p_check_out, p_guests) end as quote
    from matching m
  ),
  ranked as (
    select o.villa,
           coalesce((o.quote).total, (o.villa).from_price) as price
    from offers o
    where p_check_in is null or (o.quote).bookable
  )
  select (r.villa).*
  from ranked r
  order by
    case when p_sort = 'price-asc' then r.price end asc,
    case when p_sort = 'price-desc' then r.price end desc,
    case when p_sort = 'size' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'bedrooms' then (r.villa).bedrooms end desc,
    case when p_sort = 'bedrooms' then (r.villa).size_sqm end desc nulls last,
    case when p_sort = 'name' then (r.villa).name end asc,
    (r.villa).created_at asc,
    (r.villa).id
$$;

-- The destination a villa is listed under: the town after the location's last comma
-- ("Boulouris, Saint Raphaël" → "Saint Raphaël"), or the place before it when the last part
-- names the whole coast ("Èze, French Riviera" → "Èze").
create or replace function public.villa_destination(p_location text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when lower(t.last_part) in ('french riviera', 'côte d''azur', 'cote d''azur', 'riviera')
      then btrim(split_part(p_location, ',', 1))
    else t.last_part
  end
  from (select btrim(regexp_replace(p_location, '^.*,', '')) as last_part) as t
$$;

-- The destinations of the published villas, for the filter's list.
create or replace function public.villa_destinations()
returns table(destination text, villa_count integer)
language sql
stable
set search_path = ''
as $$
  select public.villa_destination(v.location), count(*)::integer
  from public.villas v
  where v.is_active
  group by 1
  order by 1
$$;

-- The key amenities a guest filters on, matched on the amenities as staff type them:
-- "Sea view", "Panoramic sea view" and "Bay view" are sea views; "Heated infinity pool" is a
-- heated pool and a pool; a "Pool house" or "Pool pavilion" stands by a pool, a "Pool table" does
-- not. An unknown key matches nothing.
create or replace function public.villa_has_amenity(p_amenities text[], p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(p_amenities) as a(name)
    where case p_key
      when 'sea-view' then a.name ~* '\m(sea|ocean|bay)\s+views?\M'
      when 'pool' then a.name ~* '\mpool\M' and a.name !~* '\mpool\s+table'
      when 'heated-pool' then a.name ~* '\mheated\M.*\mpool\M'
      when 'sea-access' then a.name ~* '(sea|beach)\s+access|\mprivate\s+(beach|mooring|jetty)'
      when 'air-conditioning' then a.name ~* '\mair[- ]?condition'
      when 'tennis' then a.name ~* '\mtennis\M'
      when 'gym' then a.name ~* '\m(gym|fitness)'
      when 'ev-charger' then a.name ~* '\m(electric|ev)\M.*\mcharg'
      else false
    end
  )
$$;

create trigger site_settings_check_legal_identity before insert or update on public.site_settings
for each row execute function public.check_legal_identity();

create trigger site_settings_check_site_detail before insert or update on public.site_settings
for each row execute function public.check_site_detail();

create trigger site_settings_touch_updated_at before update on public.site_settings
for each row execute function public.touch_updated_at();

create trigger villa_photos_keep_images after insert or delete or update on public.villa_photos
for each row execute function private.villa_photos_changed();

create trigger villa_photos_one_cover before insert or update of is_cover on public.villa_photos
for each row execute function private.villa_photo_cover_taken();

create trigger villa_reviews_check_stay before insert or update of booking_id, villa_id, stay_month, published_on on public.villa_reviews
for each row execute function public.check_review_stay();

create trigger villa_images_keep_photos after insert or update of images on public.villas
for each row execute function private.villa_images_written();

create trigger villas_keep_bookings before delete on public.villas
for each row execute function public.keep_villa_with_bookings();

-- A review's source is set once: 'guest' only by submit_stay_review (which marks its
-- transaction), never by a staff insert or a later edit. A guest's review shown for the first
-- time is approved now and published today.
create or replace function private.keep_review_source()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if coalesce(current_setting('riviera.guest_review', true), '') <> 'yes' then
      new.source := 'staff';
    end if;
    return new;
  end if;
  new.source := old.source;
  if new.source = 'guest' and new.is_active and not old.is_active and old.approved_at is null then
    new.approved_at := now();
    new.published_on := (now() at time zone 'Europe/Paris')::date;
  else
    new.approved_at := old.approved_at;
  end if;
  return new;
end
$$;

create trigger villa_reviews_keep_source before insert or update on public.villa_reviews
for each row execute function private.keep_review_source();

-- Staff: the villas with guests' reviews waiting for approval (never shown yet), and how many.
create or replace function public.admin_reviews_to_approve()
returns table(villa_id uuid, villa_name text, waiting integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see reviews waiting for approval');
  return query
  select v.id, v.name, count(*)::integer
  from public.villa_reviews r
  join public.villas v on v.id = r.villa_id
  where r.source = 'guest' and r.approved_at is null and not r.is_active
  group by v.id, v.name
  order by v.name;
end
$$;

-- Hardening of the data model (issue "what an attacker, a crash and a flood of bad input found").

-- 1. Bookings survive their villa. The foreign key no longer cascades; a villa with bookings
--    cannot be deleted, with a message staff can act on (they deactivate it instead).
alter table public.bookings drop constraint bookings_villa_id_fkey;
alter table public.bookings
  add constraint bookings_villa_id_fkey foreign key (villa_id)
  references public.villas (id) on delete restrict;

-- security definer: the check must see every booking, whoever deletes (staff or service role).
create function public.keep_villa_with_bookings()
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

create trigger villas_keep_bookings
  before delete on public.villas
  for each row execute function public.keep_villa_with_bookings();

-- 2. What belongs to an unpublished villa is as hidden as the villa: its FAQs, reviews and
--    seasons are readable only while the villa is active (the villas policy applies inside).
drop policy "visitors read active villa faqs" on public.villa_faqs;
create policy "visitors read active villa faqs" on public.villa_faqs
  for select to anon, authenticated
  using (is_active and exists (
    select 1 from public.villas v where v.id = villa_id and v.is_active
  ));

drop policy "visitors read active villa reviews" on public.villa_reviews;
create policy "visitors read active villa reviews" on public.villa_reviews
  for select to anon, authenticated
  using (is_active and exists (
    select 1 from public.villas v where v.id = villa_id and v.is_active
  ));

drop policy "visitors read active seasonal prices" on public.seasonal_pricing;
create policy "visitors read active seasonal prices" on public.seasonal_pricing
  for select to anon, authenticated
  using (is_active and exists (
    select 1 from public.villas v where v.id = villa_id and v.is_active
  ));

-- The price functions run as the caller, so they only price a villa the caller can see.
create or replace function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date)
returns table (date date, price numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_to - p_from > 730 then
    raise exception 'Prices can be requested for at most 731 days at a time';
  end if;
  return query
    select (p_from + i)::date, public.get_villa_price_for_date(p_villa_id, (p_from + i)::date)
    from generate_series(0, p_to - p_from) as i
    where exists (select 1 from public.villas v where v.id = p_villa_id)
    order by 1;
end
$$;

create or replace function public.get_villa_price_for_date(p_villa_id uuid, p_date date)
returns numeric
language sql
stable
set search_path = ''
as $$
  select case when exists (select 1 from public.villas v where v.id = p_villa_id) then
    coalesce(
      (
        select sp.price_per_night
        from public.seasonal_pricing sp
        where sp.villa_id = p_villa_id
          and sp.is_active
          and p_date between sp.start_date and sp.end_date
        order by sp.priority desc, sp.start_date desc, sp.created_at desc, sp.id
        limit 1
      ),
      (select v.price_per_night from public.villas v where v.id = p_villa_id)
    )
  end
$$;

-- Unavailable days read hidden rows (security definer), so the villa's visibility is checked
-- here explicitly: active villas for everyone, any villa for staff.
create or replace function public.get_villa_unavailable_dates(p_villa_id uuid, p_from date, p_to date)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select day
  from (
    select bd.blocked_date as day
    from public.blocked_dates bd
    where bd.villa_id = p_villa_id
      and bd.blocked_date between p_from and p_to
    union
    select (greatest(b.check_in, p_from) + i)::date
    from public.bookings b
    cross join lateral generate_series(
      0, least(b.check_out, p_to) - greatest(b.check_in, p_from)
    ) as i
    where b.villa_id = p_villa_id
      and b.status = 'confirmed'
      and b.check_in <= p_to
      and b.check_out >= p_from
  ) as days
  where exists (
    select 1 from public.villas v
    where v.id = p_villa_id and (v.is_active or public.is_staff())
  )
  order by day
$$;

-- 3. The public forms are for everyone: signed-in people (staff trying the site, say) submit
--    under the visitors' rules; the insert triggers still force status, expiry and total.
drop policy "visitors submit booking requests" on public.bookings;
create policy "everyone submits booking requests" on public.bookings
  for insert to anon, authenticated with check (status = 'pending');

drop policy "visitors send enquiries" on public.contact_submissions;
create policy "everyone sends enquiries" on public.contact_submissions
  for insert to anon, authenticated with check (status = 'unread');

-- 4. An email address is an address, not a link: no '?', '&', '%' or spaces, which could
--    rewrite the admin's mailto link (cc, bcc, body).
alter table public.bookings drop constraint bookings_guest_email_check;
alter table public.bookings
  add constraint bookings_guest_email_check check (
    char_length(guest_email) <= 320
    and guest_email ~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$'
  );
alter table public.contact_submissions drop constraint contact_submissions_email_check;
alter table public.contact_submissions
  add constraint contact_submissions_email_check check (
    char_length(email) <= 320
    and email ~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$'
  );

-- Setting keys stay as they are (the password row cannot be renamed into a public key): the
-- explicit grants give staff UPDATE on setting_value only. Trigger functions need no grant;
-- the replaced functions keep their grants.
revoke execute on function public.keep_villa_with_bookings() from public, anon, authenticated, service_role;

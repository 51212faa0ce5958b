-- Statuses and kinds come from the database as unions (issue 19, point 2): the text columns with
-- a check constraint that the app typed with a hand-written union become Postgres enums, which
-- `npm run db:types` emits as `Database['public']['Enums']` (the generator does not read checks).
--   bookings.status             booking_status      pending · confirmed · cancelled
--   contact_submissions.status  message_status      unread · read · replied
--   contact_submissions.form_type enquiry_form_type general · concierge
--   villas.changeover           villa_changeover    same_day · full_day
-- The same values and defaults as the checks they replace. A column's type cannot change under a
-- policy, a trigger's WHEN or a partial index/exclusion that compares it with text, so those are
-- dropped and created again, identical. Functions that compared these columns with a text
-- parameter, or returned them as text, are redefined (each complete below); the others compare
-- with literals, which Postgres reads as the enum.

create type public.booking_status as enum ('pending', 'confirmed', 'cancelled');
create type public.message_status as enum ('unread', 'read', 'replied');
create type public.enquiry_form_type as enum ('general', 'concierge');
create type public.villa_changeover as enum ('same_day', 'full_day');

-- ---------------------------------------------------------------------------------------------
-- bookings.status

drop policy "everyone submits booking requests" on public.bookings;
drop trigger bookings_enqueue_decision_email on public.bookings;
alter table public.bookings drop constraint bookings_no_overlapping_confirmed;
drop index public.bookings_held_for_review_idx;
alter table public.bookings drop constraint bookings_status_check;
alter table public.bookings alter column status drop default;
alter table public.bookings
  alter column status type public.booking_status using status::public.booking_status;
alter table public.bookings alter column status set default 'pending';

-- Two confirmed stays of a villa never share a day (their occupied ranges, see set_booking_occupied).
alter table public.bookings add constraint bookings_no_overlapping_confirmed
  exclude using gist (villa_id with =, occupied with &&) where (status = 'confirmed');
create index bookings_held_for_review_idx on public.bookings (created_at)
  where held_for_review and status = 'pending';

create policy "everyone submits booking requests" on public.bookings
  for insert to anon, authenticated
  with check (status = 'pending');

create trigger bookings_enqueue_decision_email
  after update of status on public.bookings
  for each row
  when (old.status is distinct from new.status
        and not (old.held_for_review and new.status = 'cancelled'))
  execute function private.enqueue_decision_email();

-- ---------------------------------------------------------------------------------------------
-- contact_submissions.status and form_type

drop policy "everyone sends enquiries" on public.contact_submissions;
drop index public.contact_submissions_held_for_review_idx;
alter table public.contact_submissions
  drop constraint contact_submissions_status_check,
  drop constraint contact_submissions_form_type_check;
alter table public.contact_submissions alter column status drop default;
alter table public.contact_submissions
  alter column status type public.message_status using status::public.message_status,
  alter column form_type type public.enquiry_form_type using form_type::public.enquiry_form_type;
alter table public.contact_submissions alter column status set default 'unread';

create index contact_submissions_held_for_review_idx on public.contact_submissions (created_at)
  where held_for_review and status = 'unread';

create policy "everyone sends enquiries" on public.contact_submissions
  for insert to anon, authenticated
  with check (status = 'unread');

-- ---------------------------------------------------------------------------------------------
-- villas.changeover, and the stay range it shapes

alter table public.villas drop constraint villas_changeover_check;
alter table public.villas alter column changeover drop default;
alter table public.villas
  alter column changeover type public.villa_changeover using changeover::public.villa_changeover;
alter table public.villas alter column changeover set default 'full_day';

-- The days a stay occupies: its nights, and the check-out day too at a full-day changeover villa.
-- Its callers (set_booking_occupied, enforce_booking_status_change) pass villas.changeover.
drop function public.stay_range(date, date, text);
create function public.stay_range(
  p_check_in date,
  p_check_out date,
  p_changeover public.villa_changeover
)
returns daterange
language sql
immutable
set search_path = ''
as $$
  select daterange(p_check_in, p_check_out, case when p_changeover = 'same_day' then '[)' else '[]' end)
$$;
grant execute on function public.stay_range(date, date, public.villa_changeover)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Functions that read these columns as text

-- The refusal names the statuses as text (coalesce with a text fallback).
create or replace function public.enforce_booking_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_range daterange;
begin
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status <> 'pending' or new.status not in ('confirmed', 'cancelled') then
    raise exception 'A % booking cannot be changed to %', old.status, coalesce(new.status::text, 'no status')
      using hint = 'Only a pending booking can be confirmed or cancelled.';
  end if;

  if new.status = 'confirmed' then
    if old.expires_at is not null and old.expires_at <= now() then
      raise exception 'This request expired on % UTC: ask the guest to send a new one',
        to_char(old.expires_at at time zone 'utc', 'FMMonth FMDD, YYYY "at" HH24:MI')
        using hint = 'A request is held for 24 hours.';
    end if;
    -- One confirmation (or blocked day) of a villa at a time: a second one waits here for the
    -- first to commit, then its checks below see it and say so in words.
    perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(new.villa_id::text));
    select public.stay_range(new.check_in, new.check_out, v.changeover) into v_range
    from public.villas v where v.id = new.villa_id;
    if exists (
      select 1
      from public.bookings b
      where b.villa_id = new.villa_id
        and b.status = 'confirmed'
        and b.id <> new.id
        and b.occupied && v_range
    ) then
      raise exception 'These dates overlap a confirmed booking for this villa';
    end if;
    if exists (
      select 1
      from public.blocked_dates bd
      where bd.villa_id = new.villa_id
        and bd.blocked_date <@ v_range
    ) then
      raise exception 'These dates include a blocked day for this villa';
    end if;
  end if;

  return new;
end
$$;

-- The receipt's status is text: the booking's, or 'expired' / 'held' as the guest reads it.
create or replace function public.get_booking_request_receipt(p_booking_id uuid, p_guest_email text)
returns table (id uuid, villa_id uuid, villa_name text, check_in date, check_out date, nights integer, guests_count integer, total_price numeric, status text, expires_at timestamp with time zone, created_at timestamp with time zone, is_guest_emailed boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         b.villa_id,
         v.name,
         b.check_in,
         b.check_out,
         b.check_out - b.check_in,
         b.guests_count,
         b.total_price,
         case
           when b.status = 'pending' and b.expires_at <= now() then 'expired'
           when b.status = 'pending' and b.held_for_review then 'held'
           else b.status::text
         end,
         b.expires_at,
         b.created_at,
         exists (
           select 1 from public.notifications n
           where n.booking_id = b.id and n.kind = 'request_received'
         )
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  where b.id = p_booking_id
    and lower(btrim(b.guest_email)) = lower(btrim(p_guest_email))
    and b.created_at > now() - interval '30 days'
$$;

drop function public.admin_bookings_page(text, uuid, date, date, date, date, text, text, boolean, integer, integer);
-- The status filter stays text: 'expired' is a filter, not a stored status.
create function public.admin_bookings_page(p_status text DEFAULT NULL::text, p_villa_id uuid DEFAULT NULL::uuid, p_stay_from date DEFAULT NULL::date, p_stay_to date DEFAULT NULL::date, p_created_from date DEFAULT NULL::date, p_created_to date DEFAULT NULL::date, p_search text DEFAULT NULL::text, p_sort text DEFAULT 'created_at'::text, p_ascending boolean DEFAULT false, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
returns table (id uuid, villa_id uuid, villa_name text, villa_location text, guest_name text, guest_email text, guest_phone text, guests_count integer, check_in date, check_out date, total_price numeric, special_requests text, status public.booking_status, expires_at timestamp with time zone, created_at timestamp with time zone, "overlaps" jsonb, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list bookings');
  if p_status is not null and p_status not in ('pending', 'confirmed', 'cancelled', 'expired') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  if p_sort not in ('created_at', 'check_in', 'total_price') then
    raise exception 'Unknown sort column: %', p_sort using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'bookings');

  return query
  with matching as (
    select m.*, count(*) over () as total
    from public.admin_bookings_matching(
      p_villa_id, p_stay_from, p_stay_to, p_created_from, p_created_to, p_search
    ) m
    where case p_status
      when 'pending' then m.status = 'pending' and (m.expires_at is null or m.expires_at > now())
      when 'expired' then m.status = 'pending' and m.expires_at <= now()
      when 'confirmed' then m.status = 'confirmed'
      when 'cancelled' then m.status = 'cancelled'
      else true
    end
  ),
  page as (
    select m.* from matching m
    order by
      case when p_ascending and p_sort = 'created_at' then m.created_at end asc,
      case when p_ascending and p_sort = 'check_in' then m.check_in end asc,
      case when p_ascending and p_sort = 'total_price' then m.total_price end asc,
      case when p_ascending then m.id end asc,
      case when not p_ascending and p_sort = 'created_at' then m.created_at end desc,
      case when not p_ascending and p_sort = 'check_in' then m.check_in end desc,
      case when not p_ascending and p_sort = 'total_price' then m.total_price end desc,
      case when not p_ascending then m.id end desc
    limit p_limit offset p_offset
  )
  select p.id, p.villa_id, v.name, v.location, p.guest_name, p.guest_email, p.guest_phone,
    p.guests_count, p.check_in, p.check_out, p.total_price, p.special_requests, p.status,
    p.expires_at, p.created_at,
    case when p.status = 'pending' and (p.expires_at is null or p.expires_at > now()) then (
      select coalesce(
        jsonb_agg(jsonb_build_object('id', o.id, 'guest_name', o.guest_name)
          order by o.created_at, o.id),
        '[]'::jsonb)
      from public.bookings o
      where o.villa_id = p.villa_id
        and o.id <> p.id
        and o.status = 'pending'
        and (o.expires_at is null or o.expires_at > now())
        and o.check_in < p.check_out
        and p.check_in < o.check_out
    ) else '[]'::jsonb end,
    p.total
  from page p
  left join public.villas v on v.id = p.villa_id
  order by
    case when p_ascending and p_sort = 'created_at' then p.created_at end asc,
    case when p_ascending and p_sort = 'check_in' then p.check_in end asc,
    case when p_ascending and p_sort = 'total_price' then p.total_price end asc,
    case when p_ascending then p.id end asc,
    case when not p_ascending and p_sort = 'created_at' then p.created_at end desc,
    case when not p_ascending and p_sort = 'check_in' then p.check_in end desc,
    case when not p_ascending and p_sort = 'total_price' then p.total_price end desc,
    case when not p_ascending then p.id end desc;
end;
$$;
revoke all on function public.admin_bookings_page(text, uuid, date, date, date, date, text, text, boolean, integer, integer)
  from public, anon, service_role;
grant execute on function public.admin_bookings_page(text, uuid, date, date, date, date, text, text, boolean, integer, integer)
  to authenticated;

-- The form type filter stays text, checked with its own message.
create or replace function public.admin_messages_matching(p_form_type text, p_search text)
returns setof public.contact_submissions
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pattern text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform private.require_staff('list messages');
  if p_form_type is not null and p_form_type not in ('general', 'concierge') then
    raise exception 'Unknown form type: %', p_form_type using errcode = '22023';
  end if;
  if v_pattern is not null then
    v_pattern := '%' || replace(replace(replace(v_pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  select c.*
  from public.contact_submissions c
  where (p_form_type is null or c.form_type::text = p_form_type)
    and (v_pattern is null
      or c.name ilike v_pattern escape '\'
      or c.email ilike v_pattern escape '\'
      or c.phone ilike v_pattern escape '\'
      or c.message ilike v_pattern escape '\');
end;
$$;

drop function public.admin_messages_page(text, text, text, integer, integer);
create function public.admin_messages_page(p_status text DEFAULT NULL::text, p_form_type text DEFAULT NULL::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT 25, p_offset integer DEFAULT 0)
returns table (id uuid, name text, email text, phone text, message text, form_type public.enquiry_form_type, status public.message_status, created_at timestamp with time zone, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  if p_status is not null and p_status not in ('unread', 'read', 'replied') then
    raise exception 'Unknown status filter: %', p_status using errcode = '22023';
  end if;
  perform private.require_page(p_limit, p_offset, 'messages');

  return query
  select m.id, m.name, m.email, m.phone, m.message, m.form_type, m.status, m.created_at,
    count(*) over ()
  from public.admin_messages_matching(p_form_type, p_search) m
  where p_status is null or m.status::text = p_status
  order by m.created_at desc, m.id desc
  limit p_limit offset p_offset;
end;
$$;
revoke all on function public.admin_messages_page(text, text, text, integer, integer)
  from public, anon, service_role;
grant execute on function public.admin_messages_page(text, text, text, integer, integer)
  to authenticated;

-- The counts per form type: the form type as the enum.
drop function public.admin_message_counts(text);
create function public.admin_message_counts(p_search text default null)
returns table (
  form_type public.enquiry_form_type,
  unread bigint,
  read bigint,
  replied bigint,
  total bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('list messages');
  return query
  select t.form_type,
    count(m.id) filter (where m.status = 'unread'),
    count(m.id) filter (where m.status = 'read'),
    count(m.id) filter (where m.status = 'replied'),
    count(m.id)
  from (values ('general'::public.enquiry_form_type), ('concierge')) as t (form_type)
  left join public.admin_messages_matching(null, p_search) m on m.form_type = t.form_type
  group by t.form_type
  order by t.form_type = 'concierge', t.form_type;
end;
$$;
revoke all on function public.admin_message_counts(text) from public, anon, service_role;
grant execute on function public.admin_message_counts(text) to authenticated;

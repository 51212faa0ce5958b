-- What a guest needs once the money is settled (issue 21): each villa's arrival information, and
-- where to pay (the company's bank details, the booking's payment reference). Staff-only tables
-- (90_…: no grant to anon, RLS "staff …" policies); a guest reads them only through the stay
-- page's functions below, with their link, and only what their stay's state allows.
set check_function_bodies = off;

-- Arrival information, one row per villa: the exact address and map link, the arrival time,
-- access or key-safe codes, Wi-Fi, the house manual and who welcomes the guest. Revealed on the
-- stay page only once the stay is paid in full and arrival is near (get_stay_arrival).
create table public.villa_arrival_info (
  villa_id uuid not null,
  address text default ''::text not null,
  map_url text default ''::text not null,
  arrival_from time without time zone,
  departure_by time without time zone,
  access_codes text default ''::text not null,
  wifi_name text default ''::text not null,
  wifi_password text default ''::text not null,
  house_manual text default ''::text not null,
  welcome_name text default ''::text not null,
  welcome_phone text default ''::text not null,
  updated_at timestamp with time zone default now() not null,
  -- French (issue 22): null or blank means not translated yet (the English shows, marked).
  access_codes_fr text,
  house_manual_fr text,
  constraint villa_arrival_info_pkey primary key (villa_id),
  constraint villa_arrival_info_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade,
  constraint villa_arrival_info_address_check check ((char_length(address) <= 500)),
  constraint villa_arrival_info_map_url_check check (((map_url = ''::text) or ((char_length(map_url) <= 2000) and (map_url ~ '^https://[^[:space:]<>"]+$'::text)))),
  constraint villa_arrival_info_access_codes_fr_check check ((char_length(access_codes_fr) <= 2000)),
  constraint villa_arrival_info_house_manual_fr_check check ((char_length(house_manual_fr) <= 20000)),
  constraint villa_arrival_info_access_codes_check check ((char_length(access_codes) <= 2000)),
  constraint villa_arrival_info_wifi_name_check check ((char_length(wifi_name) <= 100)),
  constraint villa_arrival_info_wifi_password_check check ((char_length(wifi_password) <= 100)),
  constraint villa_arrival_info_house_manual_check check ((char_length(house_manual) <= 20000)),
  constraint villa_arrival_info_welcome_name_check check ((char_length(welcome_name) <= 200)),
  constraint villa_arrival_info_welcome_phone_check check (((welcome_phone = ''::text) or ((char_length(welcome_phone) <= 30) and (welcome_phone ~ '^\+?[0-9 ().-]+$'::text))))
);

-- Payment and arrival settings, one row (id is always true): the bank account guests pay into
-- and how many days before arrival the arrival information appears. Staff-only, unlike the
-- public keys of site_settings. A missing row reads as the defaults (payment_settings_now).
create table public.payment_settings (
  id boolean default true not null,
  bank_iban text default ''::text not null,
  bank_bic text default ''::text not null,
  bank_account_holder text default ''::text not null,
  arrival_info_days integer default 7 not null,
  updated_at timestamp with time zone default now() not null,
  constraint payment_settings_pkey primary key (id),
  constraint payment_settings_single_row check (id),
  constraint payment_settings_bank_account_holder_check check ((char_length(bank_account_holder) <= 140)),
  constraint payment_settings_arrival_info_days_check check (((arrival_info_days >= 1) and (arrival_info_days <= 60)))
);

-- The IBAN checksum (ISO 13616, ISO 7064 MOD 97-10): the first four characters moved to the end,
-- letters as two digits (A = 10 … Z = 35), the number modulo 97 must be 1. Expects the IBAN
-- without spaces, upper case. Computed digit by digit: the number has up to 70 digits.
create or replace function public.iban_checksum_ok(p_iban text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_moved text := substr(p_iban, 5) || substr(p_iban, 1, 4);
  v_char text;
  v_rest integer := 0;
begin
  if p_iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' then
    return false;
  end if;
  for i in 1 .. char_length(v_moved) loop
    v_char := substr(v_moved, i, 1);
    if v_char ~ '[0-9]' then
      v_rest := (v_rest * 10 + v_char::integer) % 97;
    else
      v_rest := (v_rest * 100 + ascii(v_char) - 55) % 97;
    end if;
  end loop;
  return v_rest = 1;
end
$$;

-- Bank details as staff type them: spaces dropped, upper case, then checked with a sentence
-- naming the field (check_violation; the detail names the column, as site_settings does).
create or replace function private.check_payment_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.bank_iban := upper(regexp_replace(btrim(new.bank_iban), '[[:space:]-]', '', 'g'));
  new.bank_bic := upper(regexp_replace(btrim(new.bank_bic), '[[:space:]]', '', 'g'));
  new.bank_account_holder := btrim(new.bank_account_holder);
  if new.bank_iban <> '' and not public.iban_checksum_ok(new.bank_iban) then
    raise exception 'IBAN: this IBAN is not valid, check each character (for example FR76 3000 6000 0112 3456 7890 189)'
      using errcode = '23514', detail = 'payment_settings.bank_iban';
  end if;
  if new.bank_bic <> '' and new.bank_bic !~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$' then
    raise exception 'BIC: enter the 8 or 11 characters of the bank''s BIC (for example AGRIFRPP or BNPAFRPPXXX)'
      using errcode = '23514', detail = 'payment_settings.bank_bic';
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger payment_settings_check before insert or update on public.payment_settings
for each row execute function private.check_payment_settings();

create or replace function private.touch_villa_arrival_info()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger villa_arrival_info_touch before update on public.villa_arrival_info
for each row execute function private.touch_villa_arrival_info();

-- The settings as they are now: the row, or the defaults when staff never saved it.
create or replace function private.payment_settings_now()
returns public.payment_settings
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s from public.payment_settings s where s.id),
    row(true, '', '', '', 7, now())::public.payment_settings
  )
$$;

-- The reference a guest writes on their transfer: the booking's own (RV-7K3Q, issue 21 point 6).
create or replace function private.payment_reference(p_booking_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select b.reference from public.bookings b where b.id = p_booking_id
$$;

-- Whether a booking is paid in full: its payment state (booking_money, 35_money_received.sql).
create or replace function private.booking_paid_in_full(p_booking_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (public.booking_money(p_booking_id)).state = 'paid_in_full'
$$;

-- The stay page's arrival information: one row for a live link, none otherwise (as get_stay).
-- The villa's details only when the stay is confirmed, paid in full and today is from
-- `arrival_info_days` before arrival until departure (the access codes and house manual in
-- English and in French, issue 22); else `revealed` is false, the details are
-- null and `reveal_from` says from which day they will show. security definer: a visitor reads
-- one villa's arrival information, the one of the stay whose live link they hold, when allowed.
create or replace function public.get_stay_arrival(p_token text)
returns table(revealed boolean, reveal_from date, is_paid_in_full boolean, address text, map_url text, arrival_from time without time zone, departure_by time without time zone, access_codes text, wifi_name text, wifi_password text, house_manual text, welcome_name text, welcome_phone text, access_codes_fr text, house_manual_fr text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_from date;
  v_paid boolean;
  v_open boolean;
begin
  select b.* into v_booking
  from public.bookings b
  where b.id = private.stay_booking_id(p_token);
  if not found then
    return;
  end if;
  v_from := v_booking.check_in - (private.payment_settings_now()).arrival_info_days;
  v_paid := v_booking.status = 'confirmed' and private.booking_paid_in_full(v_booking.id);
  v_open := v_paid and v_today between v_from and v_booking.check_out;
  if not v_open then
    return query select false, v_from, v_paid, null::text, null::text, null::time, null::time,
      null::text, null::text, null::text, null::text, null::text, null::text, null::text, null::text;
    return;
  end if;
  return query
  select true, v_from, v_paid, a.address, a.map_url, a.arrival_from, a.departure_by,
         a.access_codes, a.wifi_name, a.wifi_password, a.house_manual, a.welcome_name,
         a.welcome_phone, a.access_codes_fr, a.house_manual_fr
  from (select 1) as one
  left join public.villa_arrival_info a on a.villa_id = v_booking.villa_id;
end
$$;

-- "How to pay" on the stay page: the bank details and the booking's payment reference, for a
-- confirmed stay only (one row; none for a link that opens nothing, nor for a stay that is not
-- confirmed). security definer: the settings are staff-only.
create or replace function public.get_stay_payment_details(p_token text)
returns table(bank_iban text, bank_bic text, bank_account_holder text, payment_reference text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.bank_iban, s.bank_bic, s.bank_account_holder, private.payment_reference(b.id)
  from public.bookings b
  cross join private.payment_settings_now() as s
  where b.id = private.stay_booking_id(p_token)
    and b.status = 'confirmed'
$$;

-- Each scheduled payment of a booking (the stored schedule, as booking_money reads it) with what
-- of it the money received covers, in order (the deposit first), and its state: paid, due (by
-- its day), overdue (the day after), or cancelled. Same reading as booking_money: a payment is
-- on time on its due day.
create type public.payment_line as (
  kind text,
  label text,
  due_on date,
  amount numeric,
  covered numeric,
  state text,
  label_fr text
);

-- security invoker: staff read any booking through row-level security, anyone else nothing.
create or replace function public.booking_payment_lines(p_booking_id uuid)
returns setof public.payment_line
language sql
stable
set search_path = ''
as $$
  with booking as (
    select b.status,
           coalesce((b.quote).payments,
                    array[row('full', 'Full payment', b.check_in, b.total_price,
                              'Paiement intégral')::public.quote_payment])
             as payments
    from public.bookings b
    where b.id = p_booking_id
  ),
  money as (
    select coalesce(sum(case when p.kind = 'payment' then p.amount else -p.amount end), 0)
             as received
    from public.booking_payments p
    where p.booking_id = p_booking_id
  ),
  schedule as (
    select s.kind, s.label, s.label_fr, s.due_on, s.amount, s.ordinality as ord,
           sum(s.amount) over (order by s.ordinality) as through
    from booking b
    cross join lateral unnest(b.payments) with ordinality as s
  )
  select row(
    s.kind,
    s.label,
    s.due_on,
    s.amount,
    least(s.amount, greatest(m.received - (s.through - s.amount), 0)),
    case
      when m.received >= s.through then 'paid'
      when b.status = 'cancelled' then 'cancelled'
      when s.due_on < (now() at time zone 'Europe/Paris')::date then 'overdue'
      else 'due'
    end,
    s.label_fr
  )::public.payment_line
  from schedule s
  cross join money m
  cross join booking b
  order by s.ord
$$;

-- The stay page's money: the booking's figures (booking_money) and each scheduled payment with
-- what is paid of it. One row for a live link, none otherwise. security definer: the visitor
-- reads the payments of the one booking whose live link they hold, as totals, never the rows.
create or replace function public.get_stay_money(p_token text)
returns table(total numeric, received numeric, remaining numeric, overpaid numeric, due_now numeric, next_due_on date, next_due_amount numeric, state text, lines public.payment_line[])
language sql
stable
security definer
set search_path = ''
as $$
  select m.total, m.received, m.remaining, m.overpaid, m.due_now, m.next_due_on,
         m.next_due_amount, m.state,
         array(select l from public.booking_payment_lines(b.id) as l)
  from public.bookings b
  cross join lateral public.booking_money(b.id) as m
  where b.id = private.stay_booking_id(p_token)
$$;

-- Staff: the payment state and what is left to pay of the bookings on screen (the bookings
-- table and the planner mark their stays with it).
create or replace function public.admin_booking_payment_states(p_booking_ids uuid[])
returns table(booking_id uuid, state text, remaining numeric, due_now numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see payment states');
  return query
  select b.id, m.state, m.remaining, m.due_now
  from public.bookings b
  cross join lateral public.booking_money(b.id) as m
  where b.id = any (p_booking_ids)
    and b.status = 'confirmed';
end
$$;

-- Staff, "Needs attention": confirmed stays not yet over whose money is late: the deposit not
-- received by its day (the Terms' deposit_due_days as the stored schedule dated it) or the
-- balance past its day. One row per stay, the earliest late payment named, the whole late sum.
create or replace function public.admin_late_payments()
returns table(booking_id uuid, guest_name text, villa_name text, check_in date, kind text, label text, due_on date, late_amount numeric, reference text)
language plpgsql
stable
set search_path = ''
as $$
begin
  perform private.require_staff('see late payments');
  return query
  select b.id, b.guest_name, v.name, b.check_in, l.kind, l.label, l.due_on, m.due_now, b.reference
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  cross join lateral public.booking_money(b.id) as m
  cross join lateral (
    select pl.kind, pl.label, pl.due_on
    from public.booking_payment_lines(b.id) as pl
    where pl.state = 'overdue'
    order by pl.due_on
    limit 1
  ) as l
  where b.status = 'confirmed'
    and b.check_out >= (now() at time zone 'Europe/Paris')::date
    and m.state = 'overdue'
  order by l.due_on, b.check_in;
end
$$;

-- Seasons and stay rules, and what they make of a stay: quote_stay (the one price and verdict
-- the booking page, the booking trigger and the admin share), nightly and "from" prices.
set check_function_bodies = off;

create table public.seasonal_pricing (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  season_name text not null,
  start_date date not null,
  end_date date not null,
  price_per_night numeric(10,2) not null,
  priority integer default 1 not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  min_nights integer,
  arrival_weekdays smallint[],
  departure_weekdays smallint[],
  season_name_fr text,
  constraint seasonal_pricing_pkey primary key (id),
  constraint seasonal_pricing_arrival_weekdays_check check (public.valid_weekdays(arrival_weekdays)),
  constraint seasonal_pricing_departure_weekdays_check check (public.valid_weekdays(departure_weekdays)),
  constraint seasonal_pricing_end_after_start check ((end_date >= start_date)),
  constraint seasonal_pricing_min_nights_check check (((min_nights >= 1) and (min_nights <= 365))),
  constraint seasonal_pricing_price_per_night_check check ((price_per_night >= (0)::numeric)),
  constraint seasonal_pricing_season_name_check check (((char_length(btrim(season_name)) >= 1) and (char_length(btrim(season_name)) <= 200))),
  constraint seasonal_pricing_season_name_fr_check check ((char_length(season_name_fr) <= 200)),
  constraint seasonal_pricing_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade
);

create index seasonal_pricing_villa_dates_idx on public.seasonal_pricing (villa_id, start_date, end_date);

create index seasonal_pricing_priority_start_idx on public.seasonal_pricing (priority desc, start_date);

-- The whole offer (issue 20): what a stay costs besides its nights, when it is paid and what
-- cancelling costs. Every figure of our Terms of Booking is a row here, edited in the admin;
-- quote_stay reads them. Money is in euros with cents, like the nightly prices.

-- A commune's tourist-tax rate for one classification, from a date (communes vote new rates for
-- 1 January): a classified villa pays `amount` per adult per night; an unclassified one pays
-- `percent` of the nightly price per guest, capped at `cap` per adult per night. The commune's
-- departmental and regional surcharges are added on top (tourist_tax_communes).
create table public.tourist_tax_rates (
  id uuid default gen_random_uuid() not null,
  commune_id uuid not null,
  classification public.villa_classification not null,
  valid_from date not null,
  amount numeric(6,2),
  percent numeric(5,2),
  cap numeric(6,2),
  created_at timestamp with time zone default now() not null,
  constraint tourist_tax_rates_pkey primary key (id),
  constraint tourist_tax_rates_commune_class_from_key unique (commune_id, classification, valid_from),
  constraint tourist_tax_rates_commune_id_fkey foreign key (commune_id) references public.tourist_tax_communes(id) on delete cascade,
  constraint tourist_tax_rates_amount_check check (((amount >= (0)::numeric) and (amount <= (20)::numeric))),
  constraint tourist_tax_rates_percent_check check (((percent >= (0)::numeric) and (percent <= (5)::numeric))),
  constraint tourist_tax_rates_cap_check check (((cap >= (0)::numeric) and (cap <= (20)::numeric))),
  -- Classified: a fixed amount only; unclassified: a percentage and its cap only.
  constraint tourist_tax_rates_regime_check check (
    case when classification = 'unclassified'
      then amount is null and percent is not null and cap is not null
      else amount is not null and percent is null and cap is null
    end
  )
);

create index tourist_tax_rates_commune_from_idx on public.tourist_tax_rates (commune_id, classification, valid_from desc);

-- One row per villa, created with the villa (villa_created_add_booking_terms) with the defaults
-- of our Terms: 30 % deposit within 3 days of confirmation, the balance 60 days before arrival
-- (all at once inside them), €250 re-let fee; the security deposit is stated per villa.
create table public.villa_booking_terms (
  villa_id uuid not null,
  security_deposit numeric(10,2) default 0 not null,
  deposit_percent numeric(5,2) default 30 not null,
  deposit_due_days integer default 3 not null,
  balance_due_days integer default 60 not null,
  relet_fee numeric(10,2) default 250 not null,
  updated_at timestamp with time zone default now() not null,
  constraint villa_booking_terms_pkey primary key (villa_id),
  constraint villa_booking_terms_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade,
  constraint villa_booking_terms_security_deposit_check check ((security_deposit >= (0)::numeric)),
  constraint villa_booking_terms_deposit_percent_check check (((deposit_percent > (0)::numeric) and (deposit_percent <= (100)::numeric))),
  constraint villa_booking_terms_deposit_due_days_check check (((deposit_due_days >= 0) and (deposit_due_days <= 30))),
  constraint villa_booking_terms_balance_due_days_check check (((balance_due_days >= 0) and (balance_due_days <= 365))),
  constraint villa_booking_terms_relet_fee_check check ((relet_fee >= (0)::numeric))
);

-- What cancelling costs, as tiers: cancelled at least `min_days_before` days before arrival (the
-- tier with the largest such bound applies), the guest owes `charge_percent` of the price of the
-- stay (tourist tax excluded). Defaults, from our Terms: more than 60 days → 30 % (the deposit),
-- 60 to 30 days → 50 %, fewer than 30 → 100 %. A villa always has a tier from 0 days.
create table public.villa_cancellation_tiers (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  min_days_before integer not null,
  charge_percent numeric(5,2) not null,
  constraint villa_cancellation_tiers_pkey primary key (id),
  constraint villa_cancellation_tiers_villa_days_key unique (villa_id, min_days_before),
  constraint villa_cancellation_tiers_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade,
  constraint villa_cancellation_tiers_min_days_before_check check (((min_days_before >= 0) and (min_days_before <= 730))),
  constraint villa_cancellation_tiers_charge_percent_check check (((charge_percent >= (0)::numeric) and (charge_percent <= (100)::numeric)))
);

-- Fees every stay pays (is_optional false) and extras the guest may tick (is_optional true),
-- counted per stay, per night or per guest. A charge tied to a season applies to stays arriving
-- in it and replaces, for them, the villa-wide charge of the same name.
create table public.villa_charges (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  season_id uuid,
  name text not null,
  description text default ''::text not null,
  amount numeric(10,2) not null,
  unit public.charge_unit default 'per_stay' not null,
  is_optional boolean default false not null,
  is_active boolean default true not null,
  display_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  -- French (issue 22): null or blank means not translated yet (the English shows, marked).
  name_fr text,
  description_fr text,
  constraint villa_charges_pkey primary key (id),
  constraint villa_charges_villa_season_name_key unique nulls not distinct (villa_id, season_id, name),
  constraint villa_charges_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade,
  constraint villa_charges_season_id_fkey foreign key (season_id) references public.seasonal_pricing(id) on delete cascade,
  constraint villa_charges_name_check check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 120))),
  constraint villa_charges_name_fr_check check ((char_length(name_fr) <= 120)),
  constraint villa_charges_description_fr_check check ((char_length(description_fr) <= 500)),
  constraint villa_charges_description_check check ((char_length(description) <= 500)),
  constraint villa_charges_amount_check check (((amount >= (0)::numeric) and (amount <= (100000)::numeric)))
);

create index villa_charges_villa_idx on public.villa_charges (villa_id, display_order);

create index villa_charges_season_idx on public.villa_charges (season_id);

-- Percentage discounts on the nights' price: a stay of at least `threshold` nights
-- (length_of_stay), booked at least `threshold` days before arrival (early_bird), or at most
-- `threshold` days before it (last_minute). Of each kind the best one that applies is taken.
create table public.villa_discounts (
  id uuid default gen_random_uuid() not null,
  villa_id uuid not null,
  kind public.discount_kind not null,
  threshold integer not null,
  percent numeric(5,2) not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  constraint villa_discounts_pkey primary key (id),
  constraint villa_discounts_villa_kind_threshold_key unique (villa_id, kind, threshold),
  constraint villa_discounts_villa_id_fkey foreign key (villa_id) references public.villas(id) on delete cascade,
  constraint villa_discounts_threshold_check check (((threshold >= 0) and (threshold <= 730))),
  constraint villa_discounts_percent_check check (((percent > (0)::numeric) and (percent <= (90)::numeric)))
);

-- A new villa starts with the Terms' payment schedule and cancellation tiers. Runs as its
-- owner: whoever may create a villa gets its terms, and nothing else is written.
create or replace function private.add_villa_booking_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.villa_booking_terms (villa_id) select id from new_villas;
  insert into public.villa_cancellation_tiers (villa_id, min_days_before, charge_percent)
  select v.id, t.min_days_before, t.charge_percent
  from new_villas v
  cross join (values (61, 30.00), (30, 50.00), (0, 100.00)) as t (min_days_before, charge_percent);
  return null;
end
$$;

create trigger villa_created_add_booking_terms after insert on public.villas referencing new table as new_villas
for each statement execute function private.add_villa_booking_terms();

-- An honest "from" price: the lowest nightly price a guest can book over the villa's horizon
-- (seasons included), not its base price.
--
-- The former per-day function now reads the stored price (same answer, a few rows to read).
create or replace function public.get_villa_from_prices(p_villa_id uuid default null::uuid)
returns table(villa_id uuid, from_price numeric)
language sql
stable
set search_path = ''
as $$
  select v.id, v.from_price
  from public.villas v
  where v.is_active
    and (p_villa_id is null or v.id = p_villa_id)
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

-- Nightly prices for every day from p_from through p_to (both included), by the same rule.
-- One call replaces the picker's 60 sequential calls; the range is capped to keep it cheap.
--
-- The price functions run as the caller, so they only price a villa the caller can see.
create or replace function public.get_villa_prices(p_villa_id uuid, p_from date, p_to date)
returns table(date date, price numeric)
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

-- What quote_stay answers: composite types, so the generated types carry every field.
create type public.quote_night as (date date, price numeric);
-- Why a stay cannot be booked: the rule, and its sentence in English (the spec's words, also the
-- booking trigger's refusal) and in French, both written here once.
create type public.quote_problem as (rule text, message text, message_fr text);
-- One line of the quote, as the guest reads it: kind is nights, discount, fee, extra or
-- tourist_tax; basis says how the amount was counted ("4 guests × €95"); a discount's amount is
-- negative. Every amount is rounded to the cent, half up, on its own line. Each text is worded
-- here once in each language (label_fr, basis_fr), so the snapshot a booking keeps is what the
-- guest read in either; a fee's or an extra's label_fr is null while the villa's charge has no
-- French name (the page then shows the English one, marked).
create type public.quote_line as (
  kind text,
  label text,
  basis text,
  quantity numeric,
  unit_amount numeric,
  amount numeric,
  charge_id uuid,
  label_fr text,
  basis_fr text
);
-- A dated payment: the deposit, the balance, or one payment of everything (kind full).
create type public.quote_payment as (kind text, label text, due_on date, amount numeric, label_fr text);
-- What cancelling costs when the guest cancels from from_date until until_date (both included).
create type public.quote_cancellation as (
  from_date date,
  until_date date,
  charge_percent numeric,
  amount numeric
);
create type public.stay_quote as (
  villa_id uuid,
  check_in date,
  check_out date,
  guests integer,
  nights public.quote_night[],
  night_count integer,
  total numeric,
  bookable boolean,
  problem public.quote_problem,
  adults integer,
  children integer,
  extras uuid[],
  lines public.quote_line[],
  rent numeric,
  discounts numeric,
  fees numeric,
  extras_total numeric,
  tourist_tax numeric,
  price_without_tax numeric,
  security_deposit numeric,
  payments public.quote_payment[],
  cancellation public.quote_cancellation[],
  relet_fee numeric,
  tax_note text,
  tax_missing boolean,
  rounding text,
  quoted_on date,
  tax_note_fr text,
  rounding_fr text
);

-- An amount as the quote's lines write it: "€1,450" for whole euros, "€4.32" otherwise.
create or replace function public.euro_text(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_amount < 0 then '−' else '' end || '€'
    || case when abs(p_amount) = trunc(abs(p_amount))
            then to_char(abs(p_amount), 'FM999,999,999,990')
            else to_char(abs(p_amount), 'FM999,999,999,990.00') end
$$;

-- The same amount as French writes it (Intl fr-FR, what the site shows): "1 450 €", "4,32 €",
-- "−725,50 €", with a narrow no-break space between thousands and a no-break space before €.
create or replace function public.euro_text_fr(p_amount numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_amount < 0 then '−' else '' end
    || translate(case when abs(p_amount) = trunc(abs(p_amount))
                      then to_char(abs(p_amount), 'FM999,999,999,990')
                      else to_char(abs(p_amount), 'FM999,999,999,990.00') end,
                 ',.', U&'\202F,')
    || U&'\00A0€'
$$;

-- "7 nuits", "1 adulte": a count and its French noun, kept together by a no-break space.
create or replace function public.count_text_fr(p_count numeric, p_one text, p_many text)
returns text
language sql
immutable
set search_path = ''
as $$
  select trim_scale(p_count)::text || U&'\00A0' || case when p_count < 2 then p_one else p_many end
$$;

-- "14 juil. 2026": a day as French writes it short (Intl fr-FR day, short month, year).
create or replace function public.day_text_fr(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_day, 'FMDD') || ' '
    || (array['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.',
              'nov.', 'déc.'])[extract(month from p_day)::integer]
    || ' ' || to_char(p_day, 'YYYY')
$$;

-- "7,5 %": a percentage as French writes it.
create or replace function public.percent_text_fr(p_percent numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(trim_scale(p_percent)::text, '.', ',') || U&'\00A0%'
$$;

-- The quote, complete: the nights grouped by price, the discounts (the best of each kind), the
-- fees, the extras the guest chose, the tourist tax with its basis, their subtotals and the
-- total the guest pays (the security deposit apart), the payment schedule and the cancellation
-- costs as dated amounts, from today on the Riviera (confirmation assumed today). Figures are
-- given whenever the dates make a stay the villa could price, so the page can show the price
-- beside the reason (problem) it cannot be booked. Adults and children both count toward the
-- villa's capacity; only adults pay the tourist tax. Without p_adults every guest counts as an
-- adult. Runs as the caller: a visitor is quoted only for a published villa, its active rules.
--
-- quote_stay asks stay_is_free, which follows the villa's changeover setting.
create or replace function public.quote_stay(
  p_villa_id uuid,
  p_check_in date,
  p_check_out date,
  p_guests integer default null,
  p_adults integer default null,
  p_children integer default null,
  p_extras uuid[] default null
)
returns public.stay_quote
language plpgsql
stable
set search_path = ''
as $$
declare
  v_villa record;
  v_rules record;
  v_terms record;
  v_commune record;
  -- Today on the Riviera: the villas' day (Europe/Paris), whatever the server's zone.
  v_today date := (now() at time zone 'Europe/Paris')::date;
  v_night_count integer;
  v_nights public.quote_night[] := '{}';
  v_priced boolean;
  v_total numeric := null;
  v_rule text;
  v_message text;
  v_message_fr text;
  v_visible boolean;
  v_children integer := coalesce(p_children, 0);
  v_adults integer;
  v_guests integer;
  v_extras uuid[];
  v_unknown_extras integer := 0;
  v_lines public.quote_line[] := '{}';
  v_part public.quote_line[];
  v_rent numeric;
  v_discounts numeric;
  v_fees numeric;
  v_extras_total numeric;
  v_tax numeric;
  v_without_tax numeric;
  v_deposit numeric;
  v_payments public.quote_payment[];
  v_cancellation public.quote_cancellation[];
  v_tax_note text;
  v_tax_note_fr text;
  v_tax_missing boolean;
  v_surcharge numeric;
  v_first_rate record;
  v_security_deposit numeric;
  v_relet_fee numeric;
begin
  select v.id, v.is_active, v.max_guests, v.max_nights, v.booking_horizon_months,
         v.advance_notice_days, v.classification, v.tax_commune_id
  into v_villa
  from public.villas v
  where v.id = p_villa_id;
  v_visible := found and v_villa.is_active;

  v_adults := coalesce(p_adults, p_guests - v_children);
  v_guests := case when p_adults is null and p_children is null then p_guests
                   else v_adults + v_children end;
  select coalesce(array_agg(distinct e order by e), '{}') into v_extras
  from unnest(coalesce(p_extras, '{}')) as e
  where e is not null;

  v_night_count := case
    when p_check_in is not null and p_check_out > p_check_in then p_check_out - p_check_in
  end;
  v_priced := v_visible and v_night_count between 1 and v_villa.max_nights;

  if v_priced then
    select coalesce(array_agg(row(night, price)::public.quote_night order by night), '{}'),
           sum(price)
    into v_nights, v_rent
    from (
      select (p_check_in + i)::date as night,
             public.get_villa_price_for_date(p_villa_id, (p_check_in + i)::date) as price
      from generate_series(0, v_night_count - 1) as i
    ) as priced;

    -- The nights, grouped by their price, in the order of their first night.
    select coalesce(array_agg(row(
             'nights',
             format('%s %s × %s', g.nights, case when g.nights = 1 then 'night' else 'nights' end,
                    public.euro_text(g.price)),
             null, g.nights, g.price, round(g.price * g.nights, 2), null,
             format('%s × %s', public.count_text_fr(g.nights, 'nuit', 'nuits'),
                    public.euro_text_fr(g.price)),
             null
           )::public.quote_line order by g.first_night), '{}')
    into v_lines
    from (
      select n.price, count(*)::integer as nights, min(n.date) as first_night
      from unnest(v_nights) as n
      group by n.price
    ) as g;

    -- Discounts: of each kind the best that applies (the largest percentage), on the nights.
    select coalesce(array_agg(row(
             'discount',
             case d.kind
               when 'length_of_stay' then format('Stay of %s %s or more', d.threshold,
                                                 case when d.threshold = 1 then 'night' else 'nights' end)
               when 'early_bird' then format('Early booking, %s %s or more ahead', d.threshold,
                                             case when d.threshold = 1 then 'day' else 'days' end)
               else format('Last minute, %s %s or fewer ahead', d.threshold,
                           case when d.threshold = 1 then 'day' else 'days' end)
             end,
             format('%s %% of %s', trim_scale(d.percent), public.euro_text(v_rent)),
             1, d.percent, -round(v_rent * d.percent / 100, 2), null,
             case d.kind
               when 'length_of_stay' then format('Séjour de %s ou plus',
                                                 public.count_text_fr(d.threshold, 'nuit', 'nuits'))
               when 'early_bird' then format('Réservation anticipée, %s ou plus à l’avance',
                                             public.count_text_fr(d.threshold, 'jour', 'jours'))
               else format('Dernière minute, %s ou moins avant l’arrivée',
                           public.count_text_fr(d.threshold, 'jour', 'jours'))
             end,
             format('%s de %s', public.percent_text_fr(d.percent), public.euro_text_fr(v_rent))
           )::public.quote_line order by d.kind), '{}')
    into v_part
    from (
      select distinct on (x.kind) x.kind, x.threshold, x.percent
      from public.villa_discounts x
      where x.villa_id = p_villa_id
        and x.is_active
        and case x.kind
              when 'length_of_stay' then v_night_count >= x.threshold
              when 'early_bird' then p_check_in - v_today >= x.threshold
              else p_check_in - v_today between 0 and x.threshold
            end
      order by x.kind, x.percent desc, x.threshold
    ) as d;
    v_lines := v_lines || v_part;

    -- Fees and the chosen extras: a charge of the season that prices the arrival day replaces
    -- the villa-wide charge of the same name; an extra the guest chose by either id is taken
    -- at the price that applies to the stay.
    with arrival_seasons as (
      select s.id, s.priority, s.start_date, s.created_at
      from public.seasonal_pricing s
      where s.villa_id = p_villa_id
        and s.is_active
        and p_check_in between s.start_date and s.end_date
    ),
    applicable as (
      select distinct on (c.name) c.id, c.name, c.name_fr, c.amount, c.unit, c.is_optional,
             c.display_order
      from public.villa_charges c
      left join arrival_seasons s on s.id = c.season_id
      where c.villa_id = p_villa_id
        and c.is_active
        and (c.season_id is null or s.id is not null)
      order by c.name, (c.season_id is not null) desc, s.priority desc nulls last,
               s.start_date desc nulls last, s.created_at desc nulls last
    ),
    chosen as (
      select distinct a.id
      from unnest(v_extras) as e (id)
      join public.villa_charges c on c.id = e.id and c.villa_id = p_villa_id and c.is_active
                                 and c.is_optional
      join applicable a on a.name = c.name and a.is_optional
    ),
    counted as (
      select a.*,
             case a.unit
               when 'per_night' then v_night_count
               when 'per_guest' then coalesce(v_guests, 1)
               else 1
             end as quantity
      from applicable a
      where not a.is_optional or a.id in (select ch.id from chosen ch)
    )
    select coalesce(array_agg(row(
             case when c.is_optional then 'extra' else 'fee' end,
             c.name,
             case c.unit
               when 'per_night' then format('%s %s × %s', c.quantity,
                 case when c.quantity = 1 then 'night' else 'nights' end, public.euro_text(c.amount))
               when 'per_guest' then format('%s %s × %s', c.quantity,
                 case when c.quantity = 1 then 'guest' else 'guests' end, public.euro_text(c.amount))
               else 'per stay'
             end,
             c.quantity, c.amount, round(c.amount * c.quantity, 2), c.id,
             nullif(btrim(c.name_fr), ''),
             case c.unit
               when 'per_night' then format('%s × %s',
                 public.count_text_fr(c.quantity, 'nuit', 'nuits'), public.euro_text_fr(c.amount))
               when 'per_guest' then format('%s × %s',
                 public.count_text_fr(c.quantity, 'voyageur', 'voyageurs'), public.euro_text_fr(c.amount))
               else 'par séjour'
             end
           )::public.quote_line order by c.is_optional, c.display_order, c.name), '{}'),
           cardinality(v_extras) - (
             select count(*) from unnest(v_extras) as e (id)
             where exists (
               select 1 from public.villa_charges c
               join applicable a on a.name = c.name and a.is_optional
               where c.id = e.id and c.villa_id = p_villa_id and c.is_active and c.is_optional
             )
           )
    into v_part, v_unknown_extras
    from counted c;
    v_lines := v_lines || v_part;

    -- Tourist tax: per adult and per night, at the commune's rate valid on each night for the
    -- villa's classification, the department's and the region's surcharges added; rounded to
    -- the cent per adult and night. Unclassified: the percentage of the nightly price per
    -- guest (children included in the division), at most the cap.
    select c.name, c.departmental_surcharge_percent, c.regional_surcharge_percent
    into v_commune
    from public.tourist_tax_communes c
    where c.id = v_villa.tax_commune_id;
    v_tax_missing := not found;
    if found and v_adults is not null and v_adults >= 1 and v_guests >= 1 then
      v_surcharge := (100 + v_commune.departmental_surcharge_percent
                      + v_commune.regional_surcharge_percent) / 100;
      with rated as (
        select n.date, n.price, r.amount, r.percent, r.cap,
               round(case when r.amount is not null then r.amount
                          else least(r.percent / 100 * n.price / v_guests, r.cap) end
                     * v_surcharge, 2) as rate
        from unnest(v_nights) as n
        left join lateral (
          select t.amount, t.percent, t.cap
          from public.tourist_tax_rates t
          where t.commune_id = v_villa.tax_commune_id
            and t.classification = v_villa.classification
            and t.valid_from <= n.date
          order by t.valid_from desc
          limit 1
        ) as r on true
      ),
      grouped as (
        select g.rate, count(*)::integer as nights, min(g.date) as first_night,
               max(g.date) as last_night
        from rated g
        where g.rate is not null
        group by g.rate
      )
      select coalesce(array_agg(row(
               'tourist_tax',
               case when (select count(*) from grouped) = 1 then 'Tourist tax'
                    else format('Tourist tax, nights of %s to %s',
                                to_char(g.first_night, 'FMDD Mon YYYY'),
                                to_char(g.last_night, 'FMDD Mon YYYY')) end,
               format('%s %s × %s %s × %s', v_adults,
                      case when v_adults = 1 then 'adult' else 'adults' end,
                      g.nights, case when g.nights = 1 then 'night' else 'nights' end,
                      public.euro_text(g.rate)),
               v_adults * g.nights, g.rate, v_adults * g.nights * g.rate, null,
               case when (select count(*) from grouped) = 1 then 'Taxe de séjour'
                    else format('Taxe de séjour, nuits du %s au %s',
                                public.day_text_fr(g.first_night), public.day_text_fr(g.last_night)) end,
               format('%s × %s × %s', public.count_text_fr(v_adults, 'adulte', 'adultes'),
                      public.count_text_fr(g.nights, 'nuit', 'nuits'), public.euro_text_fr(g.rate))
             )::public.quote_line order by g.first_night), '{}'),
             exists (select 1 from rated r where r.rate is null)
      into v_part, v_tax_missing
      from grouped g;
      v_lines := v_lines || v_part;

      select t.amount, t.percent, t.cap
      into v_first_rate
      from public.tourist_tax_rates t
      where t.commune_id = v_villa.tax_commune_id
        and t.classification = v_villa.classification
        and t.valid_from <= p_check_in
      order by t.valid_from desc
      limit 1;
      if found then
        v_tax_note := format(
          'Tourist tax of %s: %s%s. Children under 18 are exempt.',
          v_commune.name,
          case when v_first_rate.amount is not null
            then format('%s per adult per night for a %s villa', public.euro_text(v_first_rate.amount),
                        replace(replace(v_villa.classification::text, '_stars', '-star'), '_star', '-star'))
            else format('%s %% of the nightly price per guest, at most %s per adult per night, for an unclassified villa',
                        trim_scale(v_first_rate.percent), public.euro_text(v_first_rate.cap))
          end,
          case
            when v_commune.departmental_surcharge_percent > 0 and v_commune.regional_surcharge_percent > 0
              then format(', plus the department''s %s %% and the region''s %s %% surcharges, included in the rate shown',
                          trim_scale(v_commune.departmental_surcharge_percent),
                          trim_scale(v_commune.regional_surcharge_percent))
            when v_commune.departmental_surcharge_percent > 0
              then format(', plus the department''s %s %% surcharge, included in the rate shown',
                          trim_scale(v_commune.departmental_surcharge_percent))
            when v_commune.regional_surcharge_percent > 0
              then format(', plus the region''s %s %% surcharge, included in the rate shown',
                          trim_scale(v_commune.regional_surcharge_percent))
            else ''
          end
        );
        v_tax_note_fr := format(
          'Taxe de séjour de %s' || U&'\202F' || ': %s%s. Les enfants de moins de 18 ans en sont exonérés.',
          v_commune.name,
          case when v_first_rate.amount is not null
            then format('%s par adulte et par nuit pour une villa %s',
                        public.euro_text_fr(v_first_rate.amount),
                        public.count_text_fr(split_part(v_villa.classification::text, '_', 1)::numeric,
                                             'étoile', 'étoiles'))
            else format('%s du prix de la nuit par voyageur, plafonnés à %s par adulte et par nuit, pour une villa non classée',
                        public.percent_text_fr(v_first_rate.percent), public.euro_text_fr(v_first_rate.cap))
          end,
          case
            when v_commune.departmental_surcharge_percent > 0 and v_commune.regional_surcharge_percent > 0
              then format(', majorée des taxes additionnelles départementale (%s) et régionale (%s), comprises dans le tarif indiqué',
                          public.percent_text_fr(v_commune.departmental_surcharge_percent),
                          public.percent_text_fr(v_commune.regional_surcharge_percent))
            when v_commune.departmental_surcharge_percent > 0
              then format(', majorée de la taxe additionnelle départementale (%s), comprise dans le tarif indiqué',
                          public.percent_text_fr(v_commune.departmental_surcharge_percent))
            when v_commune.regional_surcharge_percent > 0
              then format(', majorée de la taxe additionnelle régionale (%s), comprise dans le tarif indiqué',
                          public.percent_text_fr(v_commune.regional_surcharge_percent))
            else ''
          end
        );
      end if;
    end if;

    select coalesce(sum(l.amount) filter (where l.kind = 'discount'), 0),
           coalesce(sum(l.amount) filter (where l.kind = 'fee'), 0),
           coalesce(sum(l.amount) filter (where l.kind = 'extra'), 0),
           coalesce(sum(l.amount) filter (where l.kind = 'tourist_tax'), 0),
           sum(l.amount)
    into v_discounts, v_fees, v_extras_total, v_tax, v_total
    from unnest(v_lines) as l;
    v_without_tax := v_total - v_tax;

    -- When the guest pays: the deposit (a percentage of the price without tourist tax) some
    -- days after confirmation (today), the balance with the tourist tax some days before
    -- arrival; everything at once when the balance would not fall after the deposit. Never
    -- after arrival.
    select t.security_deposit, t.deposit_percent, t.deposit_due_days, t.balance_due_days,
           t.relet_fee
    into v_terms
    from public.villa_booking_terms t
    where t.villa_id = p_villa_id;
    if found then
      v_security_deposit := v_terms.security_deposit;
      v_relet_fee := v_terms.relet_fee;
      if p_check_in - v_terms.balance_due_days > v_today + v_terms.deposit_due_days then
        v_deposit := round(v_without_tax * v_terms.deposit_percent / 100, 2);
        v_payments := array[
          row('deposit', format('Deposit (%s %%)', trim_scale(v_terms.deposit_percent)),
              v_today + v_terms.deposit_due_days, v_deposit,
              format('Acompte (%s)', public.percent_text_fr(v_terms.deposit_percent))
          )::public.quote_payment,
          row('balance', 'Balance', p_check_in - v_terms.balance_due_days,
              v_total - v_deposit, 'Solde')::public.quote_payment
        ];
      else
        v_payments := array[
          row('full', 'Full payment',
              least(v_today + v_terms.deposit_due_days, p_check_in), v_total,
              'Paiement intégral')::public.quote_payment
        ];
      end if;
    end if;

    -- What cancelling costs, by date: a tier applies from the day after the previous (larger)
    -- tier ends until min_days_before days before arrival; tiers already past are left out.
    select coalesce(array_agg(row(t.from_date, t.until_date, t.charge_percent,
                                  round(v_without_tax * t.charge_percent / 100, 2)
                              )::public.quote_cancellation order by t.from_date), '{}')
    into v_cancellation
    from (
      select greatest(v_today, coalesce(p_check_in - (lag(c.min_days_before) over w - 1), v_today))
               as from_date,
             p_check_in - c.min_days_before as until_date,
             c.charge_percent
      from public.villa_cancellation_tiers c
      where c.villa_id = p_villa_id
      window w as (order by c.min_days_before desc)
    ) as t
    where t.until_date >= t.from_date;
  end if;
  if v_visible and p_check_in is not null then
    select * into v_rules from public.stay_rules_on(p_villa_id, p_check_in);
  end if;

  if not v_visible then
    v_rule := 'villa'; v_message := 'This villa is not available for booking';
    v_message_fr := 'Cette villa n’est pas ouverte à la réservation';
  elsif p_check_in is null or p_check_out is null then
    v_rule := 'dates'; v_message := 'Please select check-in and check-out dates';
    v_message_fr := 'Veuillez choisir vos dates d’arrivée et de départ';
  elsif p_check_out <= p_check_in then
    v_rule := 'dates'; v_message := 'Check-out must be after check-in';
    v_message_fr := 'La date de départ doit suivre la date d’arrivée';
  elsif p_check_in < v_today then
    v_rule := 'past'; v_message := 'Check-in cannot be in the past';
    v_message_fr := 'La date d’arrivée ne peut pas être passée';
  elsif p_check_in > (v_today + make_interval(months => v_villa.booking_horizon_months))::date then
    v_rule := 'horizon';
    v_message := format('This villa takes bookings up to %s %s ahead', v_villa.booking_horizon_months,
      case when v_villa.booking_horizon_months = 1 then 'month' else 'months' end);
    v_message_fr := format('Cette villa se réserve jusqu’à %s à l’avance',
      public.count_text_fr(v_villa.booking_horizon_months, 'mois', 'mois'));
  elsif v_villa.advance_notice_days > 0
        and p_check_in < v_today + v_villa.advance_notice_days then
    v_rule := 'notice';
    v_message := format('This villa needs %s %s notice before arrival', v_villa.advance_notice_days,
      case when v_villa.advance_notice_days = 1 then 'day''s' else 'days''' end);
    v_message_fr := format('Cette villa demande un délai de %s avant l’arrivée',
      public.count_text_fr(v_villa.advance_notice_days, 'jour', 'jours'));
  elsif not (extract(isodow from p_check_in)::smallint = any(v_rules.arrival_weekdays)) then
    v_rule := 'arrival';
    v_message := format('Arrivals are on %s', public.weekday_names(v_rules.arrival_weekdays));
    v_message_fr := 'Arrivées ' || public.weekday_names_fr(v_rules.arrival_weekdays);
  elsif not (extract(isodow from p_check_out)::smallint = any(v_rules.departure_weekdays)) then
    v_rule := 'departure';
    v_message := format('Departures are on %s', public.weekday_names(v_rules.departure_weekdays));
    v_message_fr := 'Départs ' || public.weekday_names_fr(v_rules.departure_weekdays);
  elsif v_night_count < v_rules.min_nights then
    v_rule := 'min_nights';
    v_message := format('Minimum %s nights', v_rules.min_nights)
      || coalesce(' in ' || v_rules.season_name, '');
    -- A season not yet named in French keeps its English name.
    v_message_fr := public.count_text_fr(v_rules.min_nights, 'nuit', 'nuits') || ' minimum'
      || coalesce(' (' || coalesce(v_rules.season_name_fr, v_rules.season_name) || ')', '');
  elsif v_night_count > v_villa.max_nights then
    v_rule := 'max_nights';
    v_message := format('A stay at this villa is at most %s %s', v_villa.max_nights,
      case when v_villa.max_nights = 1 then 'night' else 'nights' end);
    v_message_fr := format('Un séjour dans cette villa dure au plus %s',
      public.count_text_fr(v_villa.max_nights, 'nuit', 'nuits'));
  elsif p_adults is not null and p_adults < 1 then
    v_rule := 'guests'; v_message := 'At least one adult is required';
    v_message_fr := 'Au moins un adulte est nécessaire';
  elsif v_children < 0 then
    v_rule := 'guests'; v_message := 'The number of children cannot be negative';
    v_message_fr := 'Le nombre d’enfants ne peut pas être négatif';
  elsif v_guests is not null and v_guests < 1 then
    v_rule := 'guests'; v_message := 'At least one guest is required';
    v_message_fr := 'Au moins un voyageur est nécessaire';
  elsif v_guests is not null and v_guests > v_villa.max_guests then
    v_rule := 'guests';
    v_message := format('This villa accepts at most %s %s', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end);
    v_message_fr := format('Cette villa accueille au plus %s',
      public.count_text_fr(v_villa.max_guests, 'voyageur', 'voyageurs'));
  elsif v_unknown_extras > 0 then
    v_rule := 'extras';
    v_message := 'An extra you chose is not offered for this stay';
    v_message_fr := 'Une prestation choisie n’est pas proposée pour ce séjour';
  elsif not public.stay_is_free(p_villa_id, p_check_in, p_check_out) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
    v_message_fr := 'Ces dates ne sont pas disponibles';
  end if;

  return row(
    p_villa_id,
    p_check_in,
    p_check_out,
    v_guests,
    v_nights,
    coalesce(v_night_count, 0),
    v_total,
    v_rule is null,
    case when v_rule is null then null
         else row(v_rule, v_message, v_message_fr)::public.quote_problem end,
    v_adults,
    v_children,
    v_extras,
    case when v_priced then v_lines end,
    v_rent,
    v_discounts,
    v_fees,
    v_extras_total,
    v_tax,
    v_without_tax,
    v_security_deposit,
    v_payments,
    v_cancellation,
    v_relet_fee,
    v_tax_note,
    coalesce(v_tax_missing, false),
    'Amounts in euros, each line rounded to the cent (half up); the total is the sum of the lines.',
    v_today,
    v_tax_note_fr,
    'Montants en euros, chaque ligne arrondie au centime (au plus proche, le demi-centime vers le haut)'
      || U&'\202F' || '; le total est la somme des lignes.'
  )::public.stay_quote;
end
$$;

-- Seasons changed: their villas' from prices follow (both villas when a season moved), once per
-- statement, so a bulk load of seasons recomputes each villa once. Security definer because it
-- writes villas.from_price whoever changed the season (staff, the scale seed, a job); it writes
-- nothing else.
create or replace function public.refresh_from_price_after_seasons()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.villas v
    set from_price = 0 -- recomputed by villas_set_from_price
    where v.id in (select n.villa_id from new_seasons n);
  elsif tg_op = 'UPDATE' then
    update public.villas v
    set from_price = 0
    where v.id in (select n.villa_id from new_seasons n union select o.villa_id from old_seasons o);
  else
    update public.villas v
    set from_price = 0
    where v.id in (select o.villa_id from old_seasons o);
  end if;
  return null;
end
$$;

-- Every villa, for the day that starts (the nightly job; also callable by staff tools).
create or replace function public.refresh_villa_from_prices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed integer;
begin
  update public.villas v
  set from_price = 0 -- recomputed by villas_set_from_price
  where v.from_price is distinct from coalesce(
    public.villa_from_price(v.id, v.price_per_night, v.advance_notice_days, v.booking_horizon_months),
    v.price_per_night
  );
  get diagnostics v_changed = row_count;
  return v_changed;
end
$$;

-- The villa's own columns: whatever a form sends as from_price, the database sets it.
create or replace function public.set_villa_from_price()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.from_price := coalesce(
    public.villa_from_price(new.id, new.price_per_night, new.advance_notice_days,
                            new.booking_horizon_months),
    new.price_per_night
  );
  return new;
end
$$;

-- The days a stay occupies under a changeover setting.
create or replace function public.stay_range(
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

-- The rules for a stay arriving on p_day: the season that prices that day (highest priority, as
-- get_villa_price_for_date) overrides the villa's rules where it sets them.
create or replace function public.stay_rules_on(p_villa_id uuid, p_day date)
returns table(min_nights integer, arrival_weekdays smallint[], departure_weekdays smallint[], season_name text, season_name_fr text)
language sql
stable
set search_path = ''
as $$
  select coalesce(sp.min_nights, v.min_nights),
         coalesce(sp.arrival_weekdays, v.arrival_weekdays),
         coalesce(sp.departure_weekdays, v.departure_weekdays),
         case when sp.min_nights is not null then sp.season_name end,
         case when sp.min_nights is not null then nullif(btrim(sp.season_name_fr), '') end
  from public.villas v
  left join lateral (
    select s.min_nights, s.arrival_weekdays, s.departure_weekdays, s.season_name,
           s.season_name_fr
    from public.seasonal_pricing s
    where s.villa_id = v.id
      and s.is_active
      and p_day between s.start_date and s.end_date
    order by s.priority desc, s.start_date desc, s.created_at desc, s.id
    limit 1
  ) sp on true
  where v.id = p_villa_id
$$;

create or replace function public.villa_from_price(p_villa_id uuid, p_base_price numeric, p_advance_notice_days integer, p_horizon_months integer, p_today date default ((now() at time zone 'Europe/Paris'::text))::date)
returns numeric
language sql
stable
set search_path = ''
as $$
  with bounds as (
    select p_today + p_advance_notice_days as first_day,
           (p_today + make_interval(months => p_horizon_months))::date as last_day
  ),
  seasons as (
    select sp.start_date, sp.end_date
    from public.seasonal_pricing sp
    where sp.villa_id = p_villa_id and sp.is_active
  ),
  boundaries as (
    select b.first_day as day from bounds b
    union
    select s.start_date from seasons s
    union
    select s.end_date + 1 from seasons s
  )
  select min(
    coalesce(
      (
        select sp.price_per_night
        from public.seasonal_pricing sp
        where sp.villa_id = p_villa_id
          and sp.is_active
          and c.day between sp.start_date and sp.end_date
        order by sp.priority desc, sp.start_date desc, sp.created_at desc, sp.id
        limit 1
      ),
      p_base_price
    )
  )
  from boundaries c, bounds b
  where c.day between b.first_day and b.last_day
$$;

create trigger seasonal_pricing_deleted_refresh_from_price after delete on public.seasonal_pricing referencing old table as old_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger seasonal_pricing_inserted_refresh_from_price after insert on public.seasonal_pricing referencing new table as new_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger seasonal_pricing_updated_refresh_from_price after update on public.seasonal_pricing referencing old table as old_seasons new table as new_seasons
for each statement execute function public.refresh_from_price_after_seasons();

create trigger villas_set_from_price before insert or update of price_per_night, advance_notice_days, booking_horizon_months, from_price on public.villas
for each row execute function public.set_villa_from_price();

-- Cancellation tiers as staff edit them (the villa editor's "Offer & terms"): a villa keeps a tier
-- from 0 days before arrival, whatever writes its tiers, so every cancellation has a price. A
-- removed villa takes its tiers with it (no villa left to check).
create or replace function private.keep_cancellation_tier_from_day_zero()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1
    from old_tiers o
    join public.villas v on v.id = o.villa_id
    where not exists (
      select 1 from public.villa_cancellation_tiers t
      where t.villa_id = o.villa_id and t.min_days_before = 0
    )
  ) then
    raise exception 'A villa needs a cancellation tier from 0 days before arrival'
      using errcode = '23514', detail = 'villa_cancellation_tiers.min_days_before';
  end if;
  return null;
end;
$$;

create trigger villa_cancellation_tiers_deleted_keep_day_zero after delete on public.villa_cancellation_tiers referencing old table as old_tiers
for each statement execute function private.keep_cancellation_tier_from_day_zero();

create trigger villa_cancellation_tiers_updated_keep_day_zero after update on public.villa_cancellation_tiers referencing old table as old_tiers
for each statement execute function private.keep_cancellation_tier_from_day_zero();

-- Staff replace a villa's cancellation tiers in one request: the tiers given (days before arrival
-- and the percentage owed, pairwise), which must include one from 0 days; every other tier of the
-- villa goes. Runs as its caller: row-level security lets staff only.
create or replace function public.save_villa_cancellation_tiers(
  p_villa_id uuid,
  p_min_days_before integer[],
  p_charge_percent numeric[]
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_staff('change cancellation tiers');
  if coalesce(array_length(p_min_days_before, 1), 0) <> coalesce(array_length(p_charge_percent, 1), 0) then
    raise exception 'Give a percentage for each tier' using errcode = '22023';
  end if;
  if not (0 = any (coalesce(p_min_days_before, '{}'))) then
    raise exception 'A villa needs a cancellation tier from 0 days before arrival'
      using errcode = '23514', detail = 'villa_cancellation_tiers.min_days_before';
  end if;
  if (select count(distinct d) from unnest(p_min_days_before) as days (d)) <> array_length(p_min_days_before, 1) then
    raise exception 'Two tiers cannot start the same number of days before arrival'
      using errcode = '23505', detail = 'villa_cancellation_tiers.min_days_before';
  end if;
  if not exists (select 1 from public.villas where id = p_villa_id) then
    raise exception 'No villa has this id' using errcode = '23503';
  end if;
  -- Upsert first, then remove the rest: the tier from 0 days exists after each statement.
  insert into public.villa_cancellation_tiers (villa_id, min_days_before, charge_percent)
  select p_villa_id, t.days, t.percent
  from unnest(p_min_days_before, p_charge_percent) as t (days, percent)
  on conflict (villa_id, min_days_before) do update set charge_percent = excluded.charge_percent;
  delete from public.villa_cancellation_tiers
  where villa_id = p_villa_id and min_days_before <> all (p_min_days_before);
end;
$$;

-- Issue 22: the quote is worded once, in the database, in both languages. Each line, payment,
-- tourist-tax note and rounding rule gains its French twin (appended attributes: a booking's stored
-- snapshot keeps reading, its French fields null until it is quoted again), and quote_stay writes
-- them with the French amounts, counts, days and percentages Intl fr-FR writes on the site.
alter type public.quote_line add attribute label_fr text, add attribute basis_fr text;
alter type public.quote_payment add attribute label_fr text;
alter type public.stay_quote add attribute tax_note_fr text, add attribute rounding_fr text;
alter type public.payment_line add attribute label_fr text;


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

grant execute on function public.euro_text_fr(p_amount numeric) to public, anon, authenticated, service_role;
grant execute on function public.count_text_fr(p_count numeric, p_one text, p_many text) to public, anon, authenticated, service_role;
grant execute on function public.day_text_fr(p_day date) to public, anon, authenticated, service_role;
grant execute on function public.percent_text_fr(p_percent numeric) to public, anon, authenticated, service_role;

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
               when 'length_of_stay' then format('Stay of %s nights or more', d.threshold)
               when 'early_bird' then format('Early booking, %s days or more ahead', d.threshold)
               else format('Last minute, %s days or fewer ahead', d.threshold)
             end,
             format('%s %% of %s', trim_scale(d.percent), public.euro_text(v_rent)),
             1, d.percent, -round(v_rent * d.percent / 100, 2), null,
             case d.kind
               when 'length_of_stay' then format('Séjour de %s nuits ou plus', d.threshold)
               when 'early_bird' then format('Réservation anticipée, %s jours ou plus à l’avance', d.threshold)
               else format('Dernière minute, %s jours ou moins avant l’arrivée', d.threshold)
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
  elsif p_check_in is null or p_check_out is null then
    v_rule := 'dates'; v_message := 'Please select check-in and check-out dates';
  elsif p_check_out <= p_check_in then
    v_rule := 'dates'; v_message := 'Check-out must be after check-in';
  elsif p_check_in < v_today then
    v_rule := 'past'; v_message := 'Check-in cannot be in the past';
  elsif p_check_in > (v_today + make_interval(months => v_villa.booking_horizon_months))::date then
    v_rule := 'horizon';
    v_message := format('This villa takes bookings up to %s months ahead', v_villa.booking_horizon_months);
  elsif v_villa.advance_notice_days > 0
        and p_check_in < v_today + v_villa.advance_notice_days then
    v_rule := 'notice';
    v_message := format('This villa needs %s days'' notice before arrival', v_villa.advance_notice_days);
  elsif not (extract(isodow from p_check_in)::smallint = any(v_rules.arrival_weekdays)) then
    v_rule := 'arrival';
    v_message := format('Arrivals are on %s', public.weekday_names(v_rules.arrival_weekdays));
  elsif not (extract(isodow from p_check_out)::smallint = any(v_rules.departure_weekdays)) then
    v_rule := 'departure';
    v_message := format('Departures are on %s', public.weekday_names(v_rules.departure_weekdays));
  elsif v_night_count < v_rules.min_nights then
    v_rule := 'min_nights';
    v_message := format('Minimum %s nights', v_rules.min_nights)
      || coalesce(' in ' || v_rules.season_name, '');
  elsif v_night_count > v_villa.max_nights then
    v_rule := 'max_nights';
    v_message := format('A stay at this villa is at most %s nights', v_villa.max_nights);
  elsif p_adults is not null and p_adults < 1 then
    v_rule := 'guests'; v_message := 'At least one adult is required';
  elsif v_children < 0 then
    v_rule := 'guests'; v_message := 'The number of children cannot be negative';
  elsif v_guests is not null and v_guests < 1 then
    v_rule := 'guests'; v_message := 'At least one guest is required';
  elsif v_guests is not null and v_guests > v_villa.max_guests then
    v_rule := 'guests';
    v_message := format('This villa accepts at most %s %s', v_villa.max_guests,
      case when v_villa.max_guests = 1 then 'guest' else 'guests' end);
  elsif v_unknown_extras > 0 then
    v_rule := 'extras';
    v_message := 'An extra you chose is not offered for this stay';
  elsif not public.stay_is_free(p_villa_id, p_check_in, p_check_out) then
    v_rule := 'unavailable'; v_message := 'These dates are not available';
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
    case when v_rule is null then null else row(v_rule, v_message)::public.quote_problem end,
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

-- The functions below read a quote's payments or lines "with ordinality": they named every
-- attribute in an alias list, which the appended attributes would have shifted (the French label
-- read as the position). They now name the position only (ordinality), whatever a type gains.

-- security invoker: staff read any booking's money through row-level security; anyone else
-- reads no booking and gets no row. get_stay (security definer) reads it for the link's holder.
create or replace function public.booking_money(p_booking_id uuid)
returns public.booking_money_figures
language sql
stable
set search_path = ''
as $$
  with booking as (
    select b.id,
           b.status,
           coalesce((b.quote).total, b.total_price) as total,
           -- A booking without a stored quote (before issue 20) owes everything on arrival.
           coalesce((b.quote).payments,
                    array[row('full', 'Full payment', b.check_in, b.total_price,
                              'Paiement intégral')::public.quote_payment])
             as payments
    from public.bookings b
    where b.id = p_booking_id
  ),
  money as (
    select coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0) as paid,
           coalesce(sum(p.amount) filter (where p.kind = 'refund'), 0) as refunded
    from public.booking_payments p
    where p.booking_id = p_booking_id
  ),
  schedule as (
    -- Each scheduled payment with what the schedule asks for up to and including it.
    select s.due_on,
           s.amount,
           s.ordinality as ord,
           sum(s.amount) over (order by s.ordinality) as through
    from booking b
    cross join lateral unnest(b.payments) with ordinality as s
  ),
  today as (select (now() at time zone 'Europe/Paris')::date as day)
  select row(
    b.total,
    m.paid,
    m.refunded,
    m.paid - m.refunded,
    case when b.status = 'cancelled' then 0 else late.amount end,
    case when b.status = 'cancelled' then 0 else greatest(b.total - (m.paid - m.refunded), 0) end,
    greatest((m.paid - m.refunded) - b.total, 0),
    case when b.status = 'cancelled' then null else nxt.due_on end,
    case when b.status = 'cancelled' then null else nxt.owed end,
    case
      when b.status = 'cancelled' then 'cancelled'
      when m.paid - m.refunded >= b.total then 'paid_in_full'
      when late.amount > 0 then 'overdue'
      when m.paid - m.refunded >= coalesce(first_payment.amount, b.total) then 'deposit_received'
      else 'awaiting_deposit'
    end
  )::public.booking_money_figures
  from booking b
  cross join money m
  cross join today t
  cross join lateral (
    select greatest(coalesce(max(s.through) filter (where s.due_on < t.day), 0) - (m.paid - m.refunded), 0)
             as amount
    from schedule s
  ) late
  left join lateral (
    select s.due_on, least(s.amount, s.through - (m.paid - m.refunded)) as owed
    from schedule s
    where s.through > m.paid - m.refunded
    order by s.ord
    limit 1
  ) nxt on true
  left join lateral (select s.amount from schedule s order by s.ord limit 1) first_payment on true
$$;

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

-- The monthly tourist-tax report, for the commune's declaration (issue 20): for the month of
-- p_month (any day of it), per commune and villa and per rate, the nights spent that month by
-- confirmed stays, their taxable persons (adults; children are exempt), the rate and the tax,
-- all read from each booking's stored quote (bookings.quote), never from today's rates. The rate
-- is the stored line's per adult and night, the department's and region's surcharges included
-- and rounded to the cent as the quote rounded it. The tax is due per night: a stay across a
-- month boundary counts each night in its own month, and a tax line's share of a month is
-- adults × its nights in the month × its rate, exact to the cent, so its shares over the months
-- add up to the stored line. A quote groups nights by rate, in the order of their first night,
-- and a commune's rate changes only from a valid_from date: each line covers the next run of
-- nights, ending on the last night (nights before a commune's first rate have no line). Only
-- confirmed bookings count: pending, expired and declined requests (cancelled) owe nothing, and
-- a confirmed booking cannot be cancelled today (enforce_booking_status_change); if it ever
-- can, no night was spent and it leaves the report. A booking made before quotes were stored
-- has no tax line and is left out. The commune is the villa's; one total row per commune
-- (is_total, no villa) follows its villas.
create or replace function public.tourist_tax_report(p_month date)
returns table (
  commune_id uuid,
  commune_name text,
  insee_code text,
  villa_id uuid,
  villa_name text,
  registration_number text,
  classification public.villa_classification,
  rate numeric,
  stays integer,
  nights integer,
  taxable_persons integer,
  person_nights integer,
  exempt_person_nights integer,
  tax numeric,
  is_total boolean
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_start date := date_trunc('month', p_month)::date;
  v_end date := (date_trunc('month', p_month) + interval '1 month')::date;
begin
  perform private.require_staff('read the tourist-tax report');
  if p_month is null then
    raise exception 'Choose a month' using errcode = '22023';
  end if;
  return query
  with
  tax_lines as (
    select b.id as booking_id, b.villa_id, (b.quote).check_in as check_in,
      (b.quote).night_count as night_count, (b.quote).adults as adults,
      coalesce((b.quote).children, 0) as children,
      l.unit_amount as rate, (l.quantity / (b.quote).adults)::integer as line_nights,
      l.ordinality as ord
    from public.bookings b
    cross join lateral unnest((b.quote).lines)
      with ordinality as l
    where b.status = 'confirmed'
      and b.check_in < v_end and b.check_out > v_start
      and l.kind = 'tourist_tax' and (b.quote).adults >= 1
  ),
  placed as (
    -- Each line's first night: the lines cover the stay's last nights, in order.
    select t.*,
      t.check_in + t.night_count
        - (sum(t.line_nights) over (partition by t.booking_id))::integer
        + (coalesce(sum(t.line_nights) over (partition by t.booking_id order by t.ord
            rows between unbounded preceding and 1 preceding), 0))::integer as first_night
    from tax_lines t
  ),
  in_month as (
    select p.*,
      (least(p.first_night + p.line_nights, v_end) - greatest(p.first_night, v_start))
        as month_nights
    from placed p
  ),
  by_villa as (
    select v.tax_commune_id as commune_id, m.villa_id, m.rate,
      count(distinct m.booking_id)::integer as stays,
      sum(m.month_nights)::integer as nights,
      sum(m.adults)::integer as taxable_persons,
      sum(m.adults * m.month_nights)::integer as person_nights,
      sum(m.children * m.month_nights)::integer as exempt_person_nights,
      sum(m.adults * m.month_nights * m.rate) as tax
    from in_month m
    join public.villas v on v.id = m.villa_id
    where m.month_nights > 0
    group by v.tax_commune_id, m.villa_id, m.rate
  ),
  by_commune as (
    select bv.commune_id,
      (select count(distinct m.booking_id)::integer
       from in_month m join public.villas v on v.id = m.villa_id
       where m.month_nights > 0 and v.tax_commune_id is not distinct from bv.commune_id) as stays,
      sum(bv.nights)::integer as nights,
      sum(bv.taxable_persons)::integer as taxable_persons,
      sum(bv.person_nights)::integer as person_nights,
      sum(bv.exempt_person_nights)::integer as exempt_person_nights,
      sum(bv.tax) as tax
    from by_villa bv
    group by bv.commune_id
  )
  select r.commune_id, c.name, c.insee_code, r.villa_id, v.name, v.registration_number,
    v.classification, r.rate, r.stays, r.nights, r.taxable_persons, r.person_nights,
    r.exempt_person_nights, r.tax, r.is_total
  from (
    select bv.commune_id, bv.villa_id, bv.rate, bv.stays, bv.nights, bv.taxable_persons,
      bv.person_nights, bv.exempt_person_nights, bv.tax, false as is_total
    from by_villa bv
    union all
    select bc.commune_id, null, null, bc.stays, bc.nights, bc.taxable_persons,
      bc.person_nights, bc.exempt_person_nights, bc.tax, true
    from by_commune bc
  ) as r
  left join public.tourist_tax_communes c on c.id = r.commune_id
  left join public.villas v on v.id = r.villa_id
  order by c.name nulls last, r.commune_id, r.is_total, v.name, r.villa_id, r.rate;
end;
$$;

-- The daily sweep of guest emails (cron 'guest-emails', 07:00 UTC; the tests call it with a
-- day of their choosing). For each confirmed stay still ahead whose offer is stored:
--   - a reminder for each scheduled payment not yet covered, from N days before its due date
--     to the due date (reminder_days_deposit, default 1: the Terms ask for the deposit within
--     3 days of booking; reminder_days_balance, default 7; a single full payment counts as a
--     deposit): 'deposit_due' / 'balance_due', once per due date;
--   - an overdue notice from the day after a due date that was missed, once per due date (a
--     date missed more than 7 days ago is left to staff: a late sweep or a first deploy never
--     writes about old history): 'payment_overdue';
--   - once paid in full, the arrival email from arrival_email_days (default 7) before arrival:
--     'arrival_information', once per booking.
-- None once the booking is cancelled or (reminders, notices) paid in full; each kind only
-- while staff leave it on. Idempotent: each email is one row of the outbox per booking, kind
-- and due date, so a second sweep the same day writes nothing (the unique index, not a lock:
-- holding every future stay FOR UPDATE for the whole run met a deadlock on PostgreSQL in CI).
create or replace function private.send_scheduled_guest_emails(
  p_today date default ((now() at time zone 'Europe/Paris'::text))::date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_money public.booking_money_figures;
  v_due record;
  v_kind text;
  v_written integer;
  v_count integer := 0;
  v_deposit_days integer := private.guest_email_days('reminder_days_deposit', 1);
  v_balance_days integer := private.guest_email_days('reminder_days_balance', 7);
  v_arrival_days integer := private.guest_email_days('arrival_email_days', 7);
begin
  for v_booking in
    select b.*
    from public.bookings b
    where b.status = 'confirmed'
      and b.check_in >= p_today
      and (b.quote).total is not null
    order by b.check_in, b.id
  loop
    v_money := public.booking_money(v_booking.id);
    if v_money.state = 'cancelled' then
      continue;
    end if;
    if v_money.remaining <= 0 then
      if v_booking.check_in - p_today <= v_arrival_days
         and private.guest_email_enabled('arrival_information') then
        insert into public.notifications (kind, recipients, booking_id, payload)
        values ('arrival_information', array[v_booking.guest_email], v_booking.id,
          private.booking_email_payload(v_booking))
        on conflict do nothing;
        get diagnostics v_written = row_count;
        v_count := v_count + v_written;
      end if;
      continue;
    end if;
    for v_due in
      select s.kind, s.label, s.due_on, s.amount,
             sum(s.amount) over (order by s.ordinality) as through
      from unnest((v_booking.quote).payments) with ordinality as s
      order by s.ordinality
    loop
      continue when v_due.through <= v_money.received;
      v_kind := case
        when v_due.due_on < p_today then
          case when v_due.due_on >= p_today - 7 then 'payment_overdue' end
        when v_due.due_on - p_today <= case when v_due.kind = 'balance' then v_balance_days
                                            else v_deposit_days end then
          case when v_due.kind = 'balance' then 'balance_due' else 'deposit_due' end
      end;
      continue when v_kind is null or not private.guest_email_enabled(v_kind);
      insert into public.notifications (kind, recipients, booking_id, occasion, payload)
      values (v_kind, array[v_booking.guest_email], v_booking.id, v_due.due_on::text,
        private.booking_email_payload(v_booking)
          || jsonb_build_object(
            'due', jsonb_build_object(
              'kind', v_due.kind, 'label', v_due.label, 'due_on', v_due.due_on,
              'amount', least(v_due.amount, v_due.through - v_money.received)),
            'money', private.money_email_payload(v_booking.id)))
      on conflict do nothing;
      get diagnostics v_written = row_count;
      v_count := v_count + v_written;
    end loop;
  end loop;
  return v_count;
end
$$;

-- The card payment names its payment in the guest's language (Stripe's page and the stay page):
-- its answer gains the French label and the booking's language.
drop function public.stay_card_payment(p_token text);

-- What the holder of a live stay link may pay by card now: the next scheduled payment not yet
-- covered (booking_money's next_due_amount), on a confirmed booking; no row otherwise. The
-- amount comes from the stored schedule only, never from the caller. security definer: reads
-- the link and the payments as the function's owner.
create or replace function public.stay_card_payment(p_token text)
returns table(booking_id uuid, amount numeric, due_on date, label text, villa_name text, check_in date, check_out date, guest_email text, label_fr text, language public.site_language)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         m.next_due_amount,
         m.next_due_on,
         coalesce((
           select s.label
           from unnest((b.quote).payments) as s
           where s.due_on = m.next_due_on
           order by s.amount desc
           limit 1), 'Payment'),
         v.name,
         b.check_in,
         b.check_out,
         b.guest_email,
         (select s.label_fr
          from unnest((b.quote).payments) as s
          where s.due_on = m.next_due_on
          order by s.amount desc
          limit 1),
         b.language
  from public.bookings b
  join public.villas v on v.id = b.villa_id
  cross join lateral public.booking_money(b.id) as m
  where b.id = private.stay_booking_id(p_token)
    and b.status = 'confirmed'
    and m.next_due_amount > 0
$$;

revoke all on function public.stay_card_payment(p_token text) from public, anon, authenticated, service_role;
grant execute on function public.stay_card_payment(p_token text) to service_role;

-- The emails read the charges' French names from the quote itself now (label_fr): the payload
-- no longer carries them apart.

-- What a booking email says. The nightly rates are those of the request's own email (guest's
-- or staff's, whichever was written) while it still describes this stay: a later price change
-- never reprices a confirmation. Without one, the rates as they stand now, shown only when they
-- add up to the stored total; the total is always the stored one. A booking with a stored quote
-- (every request since issue 20) also carries that quote: the emails show it line by line.
create or replace function private.booking_email_payload(p_booking public.bookings)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_promised jsonb;
  v_rates jsonb;
begin
  select n.payload into v_promised
  from public.notifications n
  where n.booking_id = p_booking.id
    and n.kind in ('request_received', 'request_received_staff')
    and n.resend_of is null
  order by n.created_at, n.id
  limit 1;

  if v_promised ->> 'villa_id' = p_booking.villa_id::text
     and (v_promised ->> 'check_in')::date = p_booking.check_in
     and (v_promised ->> 'check_out')::date = p_booking.check_out
     and (v_promised ->> 'total')::numeric = p_booking.total_price
     and jsonb_typeof(v_promised -> 'rates') = 'array' then
    v_rates := v_promised -> 'rates';
  else
    select coalesce(jsonb_agg(jsonb_build_object('nights', nights, 'price', price)
      order by first_night), '[]'::jsonb)
    into v_rates
    from (
      select price, count(*) as nights, min(night) as first_night
      from (
        select p_booking.check_in + i as night,
          public.get_villa_price_for_date(p_booking.villa_id, p_booking.check_in + i) as price
        from generate_series(0, p_booking.check_out - p_booking.check_in - 1) as i
      ) as priced
      group by price
    ) as grouped;
    if (
      select sum((rate ->> 'nights')::numeric * (rate ->> 'price')::numeric)
      from jsonb_array_elements(v_rates) as rate
    ) is distinct from p_booking.total_price then
      v_rates := '[]'::jsonb;
    end if;
  end if;

  return (
    select jsonb_build_object(
      'booking_id', p_booking.id,
      'villa_id', p_booking.villa_id,
      'villa_name', v.name,
      'villa_location', v.location,
      'guest_name', p_booking.guest_name,
      'guest_email', p_booking.guest_email,
      'guest_phone', p_booking.guest_phone,
      'guests', p_booking.guests_count,
      'check_in', p_booking.check_in,
      'check_out', p_booking.check_out,
      'nights', p_booking.check_out - p_booking.check_in,
      'total', p_booking.total_price,
      'rates', v_rates,
      -- The offer the guest accepted, as stored with the booking (issue 20): every line, the
      -- subtotals, the security deposit, the dated payments and cancellation costs, the Terms
      -- version. The emails show these figures; they never compute one.
      'adults', p_booking.adults,
      'children', p_booking.children,
      'terms_version', p_booking.terms_version,
      -- (null without one; `quote is not null` would ask every field of the composite)
      'quote', to_jsonb(p_booking.quote) - 'nights' - 'problem' - 'extras',
      'special_requests', p_booking.special_requests,
      'expires_at', p_booking.expires_at,
      'requested_at', p_booking.created_at,
      -- Staff run the booking (issue 21, point 6): the reference guests quote, staff's word
      -- with their decision, the villas a decline suggests, a cancellation's cost and refund.
      'reference', p_booking.reference,
      'guest_message', p_booking.guest_message,
      'suggested_villas', coalesce((
        select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'location', s.location)
                         order by s.name)
        from public.villas s where s.id = any (p_booking.suggested_villa_ids)), '[]'::jsonb),
      'cancelled_by', p_booking.cancelled_by,
      'cancellation_cost', p_booking.cancellation_cost,
      'refund_due', p_booking.refund_due,
      -- The language the email is written in (issue 22): the guest's, that of the page the
      -- request was sent from; a staff email replaces it with each group's own
      -- (private.enqueue_staff_booking_email).
      'language', p_booking.language
    )
    from (select 1) as one
    left join public.villas v on v.id = p_booking.villa_id
  );
end
$$;

-- Issue 22: the booking rules' refusals are worded once, in the database, in both languages, as
-- the quote's other texts already are. quote_problem gains its French sentence (an appended
-- attribute: a booking's stored snapshot keeps reading), quote_stay writes it for every rule
-- (weekday_names_fr: "le samedi ou le dimanche"), the booking trigger carries it to the client as
-- its refusal's hint (the rule as the detail), and admin_move_booking answers the whole problem.
alter type public.quote_problem add attribute message_fr text;

-- The same days as a French sentence says them, with their article: "le samedi", "le samedi ou
-- le dimanche", "le vendredi, le samedi ou le dimanche" (quote_stay's "Arrivées le samedi").
create or replace function public.weekday_names_fr(p_days smallint[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when count(*) = 1 then min(name)
    else string_agg(name, ', ' order by day) filter (where day < max_day)
         || ' ou ' || max(name) filter (where day = max_day)
  end
  from (
    select d as day,
           'le ' || (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[d] as name,
           max(d) over () as max_day
    from unnest(p_days) as d
  ) as days
$$;

grant execute on function public.weekday_names_fr(p_days smallint[]) to public, anon, authenticated, service_role;

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
    v_message := format('This villa takes bookings up to %s months ahead', v_villa.booking_horizon_months);
    v_message_fr := format('Cette villa se réserve jusqu’à %s à l’avance',
      public.count_text_fr(v_villa.booking_horizon_months, 'mois', 'mois'));
  elsif v_villa.advance_notice_days > 0
        and p_check_in < v_today + v_villa.advance_notice_days then
    v_rule := 'notice';
    v_message := format('This villa needs %s days'' notice before arrival', v_villa.advance_notice_days);
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
    v_message := format('A stay at this villa is at most %s nights', v_villa.max_nights);
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

-- The booking request stores exactly the quote: its rules refuse the stay with the quote's
-- problem, the English sentence as the message (the refusal's key), the rule as the detail
-- (quote_stay.min_nights, …) and the French sentence as the hint, so a French page shows the
-- database's own French (src/lib/refusal-text.ts). The quote itself (every line, the schedule,
-- the cancellation dates) is the booking's snapshot, and its total the stored total. Adults default to the guests (every guest taxed
-- like an adult) for a request that does not say.
create or replace function public.enforce_booking_request()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_quote public.stay_quote;
begin
  new.status := 'pending';
  new.expires_at := now() + interval '24 hours';
  new.created_at := now();
  new.guest_name := btrim(new.guest_name);
  new.guest_email := btrim(new.guest_email);
  new.guest_phone := nullif(btrim(new.guest_phone), '');
  new.special_requests := nullif(btrim(new.special_requests), '');
  new.children := coalesce(new.children, 0);
  new.extras := coalesce(new.extras, '{}');

  if new.guest_name is null or new.guest_name = '' then
    raise exception 'Please provide the guest''s full name';
  end if;
  if new.guest_email is null
     or new.guest_email !~ '^[^@[:space:]?&%]+@[^@[:space:]?&%]+\.[^@[:space:]?&%]+$' then
    raise exception 'Please provide a valid email address';
  end if;
  if new.adults is null then
    -- A request that gives only a number of guests: every guest is taxed like an adult.
    if new.guests_count is null or new.guests_count < 1 then
      raise exception 'At least one guest is required';
    end if;
    new.adults := new.guests_count - new.children;
  end if;
  if new.adults < 1 then
    raise exception 'At least one adult is required';
  end if;
  if new.children < 0 then
    raise exception 'The number of children cannot be negative';
  end if;
  new.guests_count := new.adults + new.children;

  v_quote := public.quote_stay(new.villa_id, new.check_in, new.check_out, null,
                               new.adults, new.children, new.extras);
  if not v_quote.bookable then
    raise exception '%', (v_quote.problem).message
      using detail = 'quote_stay.' || (v_quote.problem).rule, hint = (v_quote.problem).message_fr;
  end if;
  new.extras := v_quote.extras;
  new.quote := v_quote;
  new.total_price := v_quote.total;
  -- A booking staff enter (public.admin_create_booking) may state its own price, with the
  -- reason; a request from the site is always the quote's.
  -- (the setting read in place: this trigger runs as the visitor, who may not use private)
  new.source := case when coalesce(current_setting('rv.staff_entry', true), '') = 'on'
                     then 'staff' else 'site' end;
  if new.source = 'staff' and nullif(current_setting('rv.manual_total', true), '') is not null then
    new.total_price := current_setting('rv.manual_total', true)::numeric;
    new.price_note := nullif(current_setting('rv.manual_reason', true), '');
  else
    new.price_note := null;
  end if;
  return new;
end
$$;

-- Its problem was the English sentence alone (text): a new return type, so dropped and created.
drop function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text, p_save boolean);

-- Move a confirmed stay to other dates or another villa: re-quoted by quote_stay with the same
-- guests (and the extras the new villa offers under the same names) as if this stay did not
-- hold its days, under the same rules; the difference from the stored total is answered. With
-- p_save the booking takes the new quote and total, the exclusion constraint guarding its new
-- days, and the guest is emailed with the old and new stay; without, nothing changes.
-- problem is why the new stay cannot be booked (quote_stay's, in English and in French).
create function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text default null::text, p_save boolean default true)
returns table(reference text, bookable boolean, problem public.quote_problem, old_total numeric, new_total numeric, difference numeric, quote public.stay_quote)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_extras uuid[];
  v_quote public.stay_quote;
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
begin
  perform private.require_staff('move bookings');
  if char_length(v_message) > 2000 then
    raise exception 'The message to the guest is limited to 2000 characters' using errcode = '22023';
  end if;
  select b.* into v_booking from public.bookings b where b.id = p_booking_id for update;
  if not found then
    raise exception 'This booking does not exist' using errcode = 'P0002';
  end if;
  if v_booking.status <> 'confirmed' then
    raise exception 'Only a confirmed stay can be moved' using errcode = '55000';
  end if;
  if v_booking.villa_id = p_villa_id and v_booking.check_in = p_check_in
     and v_booking.check_out = p_check_out then
    raise exception 'Choose other dates or another villa' using errcode = '22023';
  end if;
  v_extras := case when p_villa_id = v_booking.villa_id then v_booking.extras else coalesce(array(
    select n.id from public.villa_charges n
    join public.villa_charges o on o.id = any (v_booking.extras) and lower(o.name) = lower(n.name)
    where n.villa_id = p_villa_id and n.is_optional and n.is_active), '{}') end;
  -- One move or confirmation of a villa at a time (the lock enforce_booking_status_change
  -- takes), then the stay's own days are let go for the quote: the quote sees the villa as
  -- if this stay were not there, and the update below takes the new days or nothing.
  perform pg_advisory_xact_lock(hashtext('public.bookings confirm'), hashtext(p_villa_id::text));
  perform set_config('rv.booking_change', v_booking.id::text, true);
  update public.bookings b set occupied = 'empty' where b.id = v_booking.id;
  v_quote := public.quote_stay(p_villa_id, p_check_in, p_check_out, null,
                               coalesce(v_booking.adults, v_booking.guests_count),
                               v_booking.children, v_extras);
  if not v_quote.bookable or not p_save then
    -- Put the stay back as it was (its range, from the trigger's own rule).
    update public.bookings b
    set occupied = (select public.stay_range(b.check_in, b.check_out, v.changeover)
                    from public.villas v where v.id = b.villa_id)
    where b.id = v_booking.id;
  else
    update public.bookings b
    set villa_id = p_villa_id, check_in = p_check_in, check_out = p_check_out,
        quote = v_quote, total_price = v_quote.total, extras = v_quote.extras,
        guests_count = v_quote.guests, guest_message = v_message
    where b.id = v_booking.id;
    insert into public.notifications (kind, recipients, booking_id, payload, resend_of)
    select 'booking_moved', array[b.guest_email], b.id,
           private.booking_email_payload(b) || jsonb_build_object('previous', jsonb_build_object(
             'villa_id', v_booking.villa_id,
             'villa_name', (select v.name from public.villas v where v.id = v_booking.villa_id),
             'check_in', v_booking.check_in, 'check_out', v_booking.check_out,
             'total', v_booking.total_price)),
           -- a stay moved again: its email follows the first move's (one per kind otherwise)
           (select n.id from public.notifications n
            where n.booking_id = b.id and n.kind = 'booking_moved' and n.resend_of is null)
    from public.bookings b where b.id = v_booking.id;
  end if;
  perform set_config('rv.booking_change', '', true);
  return query select v_booking.reference, v_quote.bookable, v_quote.problem,
                      v_booking.total_price, v_quote.total,
                      v_quote.total - v_booking.total_price, v_quote;
end
$$;

revoke all on function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text, p_save boolean) from public, anon, authenticated, service_role;
grant execute on function public.admin_move_booking(p_booking_id uuid, p_villa_id uuid, p_check_in date, p_check_out date, p_message text, p_save boolean) to authenticated;

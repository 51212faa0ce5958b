-- The scale dataset (issue #11, "the admin after five years of business"): a five-year history
-- of a villa business on top of the demo seed, for the admin screens and their queries at size.
-- NOT a migration and not part of seed.sql: it never reaches a hosted project. Loaded by
-- `npm run db:seed -- --scale large|small` (scripts/seed-scale.ts → scripts/lib/scale-seed.ts),
-- which runs this file in ONE transaction as `postgres` (the role migrations and the seed run as,
-- owner of the tables) with two transaction-local settings:
--   scale_seed.scale  'large' (60 villas, ~25,000 bookings, ~47,000 blocked days, 2,000
--                     enquiries) or 'small' (10 villas, ~2,200 bookings, 200 enquiries: CI)
--   scale_seed.today  the day the history is written around (yyyy-mm-dd, UTC)
-- From psql: begin; set local role postgres; set local scale_seed.scale = 'small';
--            set local scale_seed.today = '2026-11-26'; \i supabase/scale/scale-seed.sql; commit;
--
-- Deterministic: every value comes from md5() of a key (no random(), no now()), so a scale and a
-- day always give the same rows, on PGlite and on PostgreSQL alike (integer, date and numeric
-- arithmetic only; nothing is ordered by text). Re-running replaces the previous scale data.
--
-- The history: the last four years and the next twelve months. 48 villas from the start (8 of
-- 10 at the small scale), the others joining over the first two years, a few leaving (kept,
-- inactive). Most close from mid-October to early April but for the festive fortnight (the bulk
-- of the blocked days), with pre-season maintenance and owners' weeks. Demand follows the
-- season (July and August nearly full, winter nearly empty) and grows a little every year;
-- prices rise 4% a year. Summer is requested months ahead, winter weeks ahead; stays whose
-- request would come after `today` do not exist yet, so the coming months fill less the further
-- they are. About one request in five is confirmed (one in three at the small scale): the others
-- competed for the same weeks and were declined (cancelled), were cancelled by their guests, or
-- were never answered (expired); the last hours' requests are still open. Enquiries of both
-- forms, the older ones answered.
--
-- Rows carry fixed id prefixes, '5ca1e000-TTTT-…' (TTTT: 0001 villas, 0002 bookings, 0003
-- blocked days, 0004 seasons, 0005 enquiries, 0006 FAQs, 0007 reviews). The demo seed's rows are
-- left as they are; the scale villas are 60 (or 10) more villas beside its seven.
--
-- How the rules of the database are kept (see supabase/migrations):
-- * Confirmed stays never overlap: each villa's calendar is walked day by day in order (a
--   recursive query), each stay starting after the days the previous one occupies (its check-out
--   day too at a "full day between stays" villa); the exclusion constraint checks every row.
-- * Blocked days (winter closure, maintenance, owner stays) are laid out first and the walk
--   steps over them, so none falls inside a confirmed stay; the blocked-day trigger checks it.
-- * Stays follow the villa's rules as quote_stay would: the season's minimum nights, Saturday to
--   Saturday in summer at the villas sold by the week, the villa's maximum nights, advance
--   notice and booking horizon, guests within max_guests.
-- * total_price is what the booking trigger would store: the sum of the nightly prices
--   (get_villa_price_for_date: the highest-priority active season, else the villa's price),
--   computed here set-wise with the same order of precedence.
-- * Requests are stamped as the trigger stamps them: expires_at = created_at + 24 hours. A
--   pending request past it is an expired one (nothing stores "expired").
-- * Two insert triggers exist to shape what VISITORS send (status forced to pending/unread,
--   created_at forced to now(), check-in not in the past) and would turn a history into
--   today's requests: bookings_enforce_request and contact_submissions_enforce_new are
--   disabled for this transaction only (the owner may; rolled back with it on failure). Every
--   other trigger runs: occupied ranges, the blocked-day check, the repeat-submission skip; the
--   flood control and one-row-per-request triggers only act on API callers (anon,
--   authenticated), never on postgres.

do $$
begin
  if coalesce(current_setting('scale_seed.scale', true), '') not in ('large', 'small') then
    raise exception 'scale_seed.scale must be ''large'' or ''small''';
  end if;
  if coalesce(current_setting('scale_seed.today', true), '') !~ '^\d{4}-\d{2}-\d{2}$' then
    raise exception 'scale_seed.today must be a date (yyyy-mm-dd)';
  end if;
end
$$;

-- Pseudo-random numbers from a key: h() a 32-bit integer (slot 0..3: four per md5), u() in [0, 1).
create or replace function pg_temp.h(k text, slot integer default 0) returns bigint
language sql immutable as $$ select ('x' || substr(md5(k), 1 + 8 * slot, 8))::bit(32)::bigint $$;
create or replace function pg_temp.u(k text, slot integer default 0) returns numeric
language sql immutable as $$ select pg_temp.h(k, slot) / 4294967296.0 $$;
create or replace function pg_temp.scale_id(p_table integer, p_n bigint) returns uuid
language sql immutable as $$
  select ('5ca1e000-' || lpad(p_table::text, 4, '0') || '-4000-8000-' || lpad(p_n::text, 12, '0'))::uuid
$$;
-- A timestamp on a day at a second of it (UTC).
create or replace function pg_temp.at(p_day date, p_second bigint) returns timestamptz
language sql immutable as $$
  select (p_day::timestamp + make_interval(secs => p_second)) at time zone 'UTC'
$$;

-- Parameters -----------------------------------------------------------------------------------
create temp table scale_params on commit drop as
select
  s.scale,
  s.today,
  -- "Now" for the history: today's midnight UTC. Everything was created before it; requests
  -- created in the 24 hours before it are still open on that day.
  (s.today::timestamp at time zone 'UTC') as anchor,
  (s.today - interval '4 years')::date as start_day,
  (s.today + interval '12 months')::date as end_day,
  extract(year from s.today)::integer as this_year,
  case s.scale when 'large' then 60 else 10 end as villa_count,
  -- Villas of the first day; the others join over the first two years.
  case s.scale when 'large' then 48 else 8 end as founding,
  -- Guests: a returning guest is one of this many people booking again.
  case s.scale when 'large' then 15000 else 1500 end as guest_pool,
  case s.scale when 'large' then 2000 else 200 end as enquiry_count,
  -- Requests sent in the last hours before `anchor`, still open, for free dates.
  case s.scale when 'large' then 12 else 4 end as fresh_requests,
  -- Competing requests per stay, by demand (see scale_extra_dates).
  case s.scale when 'large' then 2.45 else 1.0 end as extra_factor
from (
  select current_setting('scale_seed.scale') as scale,
         current_setting('scale_seed.today')::date as today
) as s;
analyze scale_params;

-- The previous scale data goes first (a re-run replaces it). Bookings made on a scale villa
-- since, by anyone, go with their villa: a villa with bookings cannot be deleted.
delete from public.bookings
where villa_id between '5ca1e000-0001-0000-0000-000000000000' and '5ca1e000-0001-ffff-ffff-ffffffffffff';
delete from public.bookings
where id between '5ca1e000-0000-0000-0000-000000000000' and '5ca1e000-ffff-ffff-ffff-ffffffffffff';
delete from public.contact_submissions
where id between '5ca1e000-0000-0000-0000-000000000000' and '5ca1e000-ffff-ffff-ffff-ffffffffffff';
-- FAQs, reviews, seasons and blocked days follow their villa (on delete cascade).
delete from public.villas
where id between '5ca1e000-0001-0000-0000-000000000000' and '5ca1e000-0001-ffff-ffff-ffffffffffff';

-- Reference lists ------------------------------------------------------------------------------
create temp table scale_places on commit drop as
select * from (values
  (1, 'Cap d''Antibes, Antibes', 'Antibes', 'cannes', 25),
  (2, 'Juan-les-Pins, Antibes', 'Juan-les-Pins', 'cannes', 22),
  (3, 'La Californie, Cannes', 'Cannes', 'cannes', 27),
  (4, 'Super Cannes, Cannes', 'Cannes', 'cannes', 28),
  (5, 'Mougins', 'Mougins', 'cannes', 24),
  (6, 'Théoule-sur-Mer', 'Théoule', 'cannes', 38),
  (7, 'Agay, Saint Raphaël', 'Agay', 'esterel', 65),
  (8, 'Boulouris, Saint Raphaël', 'Saint-Raphaël', 'esterel', 60),
  (9, 'Valescure, Saint Raphaël', 'Saint-Raphaël', 'esterel', 58),
  (10, 'Sainte-Maxime', 'Sainte-Maxime', 'tropez', 95),
  (11, 'Grimaud', 'Grimaud', 'tropez', 98),
  (12, 'Gassin', 'Gassin', 'tropez', 102),
  (13, 'Ramatuelle, Saint-Tropez', 'Ramatuelle', 'tropez', 100),
  (14, 'Les Parcs, Saint-Tropez', 'Saint-Tropez', 'tropez', 104),
  (15, 'Cavalaire-sur-Mer', 'Cavalaire', 'tropez', 112),
  (16, 'Saint-Jean-Cap-Ferrat', 'Saint-Jean-Cap-Ferrat', 'monaco', 17),
  (17, 'Villefranche-sur-Mer', 'Villefranche', 'monaco', 14),
  (18, 'Beaulieu-sur-Mer', 'Beaulieu', 'monaco', 18),
  (19, 'Èze, French Riviera', 'Èze', 'monaco', 20),
  (20, 'Cap Martin, Roquebrune', 'Roquebrune', 'monaco', 33),
  (21, 'Menton', 'Menton', 'monaco', 38),
  (22, 'Mont Boron, Nice', 'Nice', 'nice', 9),
  (23, 'Saint-Paul-de-Vence', 'Saint-Paul-de-Vence', 'nice', 16),
  (24, 'Valbonne', 'Valbonne', 'cannes', 26)
) as p (n, location, town, area, airport_km);

create temp table scale_countries on commit drop as
select * from (values
  (1, 24, 'France', '+33 6', array['Paris', 'Lyon', 'Bordeaux', 'Lille', 'Marseille', 'Nantes'],
   array['Camille', 'Julien', 'Claire', 'Antoine', 'Sophie', 'Nicolas', 'Élise', 'Thomas', 'Manon', 'Hugo', 'Louise', 'Arthur'],
   array['Martin', 'Bernard', 'Dubois', 'Laurent', 'Lefèvre', 'Moreau', 'Fontaine', 'Girard', 'Rousseau', 'Mercier', 'Blanc', 'Chevalier']),
  (2, 20, 'United Kingdom', '+44 7700', array['London', 'Edinburgh', 'Manchester', 'Bath', 'Oxford', 'Bristol'],
   array['Oliver', 'Charlotte', 'James', 'Amelia', 'Harry', 'Emily', 'George', 'Sophie', 'William', 'Isabella', 'Henry', 'Grace'],
   array['Smith', 'Taylor', 'Brown', 'Wilson', 'Davies', 'Evans', 'Thompson', 'Walker', 'Wright', 'Hughes', 'Clarke', 'Harrison']),
  (3, 12, 'Germany', '+49 151', array['Munich', 'Hamburg', 'Berlin', 'Frankfurt', 'Düsseldorf', 'Stuttgart'],
   array['Lukas', 'Anna', 'Felix', 'Lena', 'Maximilian', 'Hannah', 'Paul', 'Lea', 'Jonas', 'Marie', 'Leon', 'Laura'],
   array['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schulz', 'Koch', 'Richter', 'Wolf', 'Neumann']),
  (4, 10, 'Italy', '+39 347', array['Milan', 'Rome', 'Turin', 'Florence', 'Genoa', 'Bologna'],
   array['Lorenzo', 'Giulia', 'Matteo', 'Chiara', 'Alessandro', 'Francesca', 'Leonardo', 'Sofia', 'Andrea', 'Martina', 'Marco', 'Elena'],
   array['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo']),
  (5, 9, 'Switzerland', '+41 79', array['Geneva', 'Zurich', 'Lausanne', 'Basel', 'Lugano', 'Bern'],
   array['Luca', 'Nina', 'Noah', 'Mia', 'David', 'Lara', 'Samuel', 'Elena', 'Simon', 'Julia', 'Daniel', 'Sara'],
   array['Meier', 'Keller', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Graf', 'Huber', 'Steiner', 'Favre']),
  (6, 10, 'United States', '+1 212', array['New York', 'Boston', 'Chicago', 'San Francisco', 'Miami', 'Los Angeles'],
   array['Michael', 'Jennifer', 'Christopher', 'Jessica', 'Matthew', 'Ashley', 'Daniel', 'Emily', 'Andrew', 'Sarah', 'Ryan', 'Lauren'],
   array['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Jackson', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young']),
  (7, 6, 'Netherlands', '+31 6', array['Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Haarlem', 'Eindhoven'],
   array['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Milan', 'Sara', 'Levi', 'Anna', 'Finn', 'Eva'],
   array['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos']),
  (8, 4, 'Sweden', '+46 70', array['Stockholm', 'Gothenburg', 'Malmö', 'Uppsala', 'Lund', 'Västerås'],
   array['Erik', 'Astrid', 'Oskar', 'Ebba', 'Axel', 'Freja', 'Gustav', 'Maja', 'Lars', 'Ingrid', 'Nils', 'Saga'],
   array['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Lindqvist', 'Berg', 'Holm']),
  (9, 5, 'United Arab Emirates', '+971 50', array['Dubai', 'Abu Dhabi', 'Sharjah', 'Dubai', 'Abu Dhabi', 'Dubai'],
   array['Omar', 'Layla', 'Khalid', 'Noor', 'Rashid', 'Mariam', 'Faisal', 'Aisha', 'Hamad', 'Salma', 'Yousef', 'Hessa'],
   array['Al-Mansoori', 'Al-Hashimi', 'Al-Suwaidi', 'Al-Falasi', 'Al-Nuaimi', 'Al-Zaabi', 'Al-Qasimi', 'Haddad', 'Al-Shamsi', 'Al-Mazrouei', 'Al-Ketbi', 'Al-Marri'])
) as c (n, weight, country, phone_prefix, cities, first_names, last_names);

-- Guests -------------------------------------------------------------------------------------------
-- g = 0 .. guest_pool-1; a booking picks one, so some guests come back (as they do).
create temp table scale_guests on commit drop as
with bands as (
  select n, sum(weight) over (order by n) - weight as lo, sum(weight) over (order by n) as hi
  from scale_countries
),
picked as (
  select g,
         b.n as country_n,
         1 + (pg_temp.h('guest:' || g, 1) % 12)::integer as first_i,
         1 + (pg_temp.h('guest:' || g, 2) % 12)::integer as last_i,
         pg_temp.h('guest:' || g, 3) as digits
  from generate_series(0, (select guest_pool - 1 from scale_params)) as g
  join bands b on pg_temp.h('guest:' || g) % 100 >= b.lo and pg_temp.h('guest:' || g) % 100 < b.hi
),
named as (
  select p.*, c.country, c.phone_prefix, c.cities,
         c.first_names[p.first_i] as first_name,
         c.last_names[p.last_i] as last_name,
         row_number() over (partition by p.country_n, p.first_i, p.last_i order by p.g) as same_name
  from picked p
  join scale_countries c on c.n = p.country_n
)
select
  g,
  first_name || ' ' || last_name as name,
  lower(translate(first_name || '.' || last_name,
                  'àâäéèêëîïôöùûüçñÀÂÄÉÈÊËÎÏÔÖÙÛÜÇÑ'' ', 'aaaeeeeiioouuucnAAAEEEEIIOOUUUCN'))
    || case when same_name > 1 then same_name::text else '' end
    || '@' || (array['example.com', 'example.org', 'example.net'])[1 + g % 3] as email,
  -- Some leave no phone number.
  case when digits % 100 < 15 then null
       else phone_prefix || ' ' || lpad((digits % 1000)::text, 3, '0') || ' '
            || lpad((digits / 1000 % 10000)::text, 4, '0')
  end as phone,
  cities[1 + (digits % 6)::integer] || ', ' || country as home
from named;
create index on scale_guests (g);
analyze scale_guests;

-- Villas ---------------------------------------------------------------------------------------
create temp table scale_villas on commit drop as
with base as (
  select
    i,
    pg_temp.h('villa:' || i) as a,
    pg_temp.h('villa:' || i, 1) as b,
    pg_temp.h('villa:' || i, 2) as c,
    pg_temp.h('villa:' || i, 3) as d,
    (array[
      'Les Oliviers', 'Roches Rouges', 'La Lavande', 'Bougainvillée', 'Les Cyprès', 'Horizon',
      'Soleil d''Or', 'Calanque', 'Tamaris', 'Les Agaves', 'Mistral', 'Les Citronniers', 'Belvédère',
      'Pointe Rouge', 'Les Figuiers', 'La Garoupe', 'Sémaphore', 'Corniche', 'La Palmeraie',
      'Eucalyptus', 'Grand Large', 'Les Lauriers', 'Cap Nègre', 'Les Aloès', 'Les Myrtes', 'La Vigie',
      'Les Mouettes', 'Rayon Vert', 'L''Orangeraie', 'Jasmin', 'Marine', 'Bastide Blanche',
      'Les Cigales', 'Les Terrasses', 'Chêne Liège', 'Néroli', 'Camarat', 'Les Embruns', 'Sirocco',
      'Romarin', 'Grenadine', 'Les Sables', 'Arbousier', 'Opaline', 'Clair de Lune', 'Les Voiles',
      'Sainte-Anne', 'Mas des Vignes', 'Bellevue', 'Les Pêcheurs', 'Corail', 'Alba', 'Sérénité',
      'Les Pins Parasols', 'Cap Roux', 'La Fontaine', 'Les Iris', 'Azalée', 'Les Hespérides', 'Le Phare'
    ])[i] as short_name
  from generate_series(1, (select villa_count from scale_params)) as i
),
shaped as (
  select
    b.*,
    -- 3 in 10 classic, 4 premium, 3 prestige.
    case when b.a % 10 < 3 then 'classic' when b.a % 10 < 7 then 'premium' else 'prestige' end as tier,
    1 + (b.b % 24)::integer as place_n,
    -- Sold Saturday to Saturday in summer (same-day changeover, as such villas are).
    b.c % 10 < 3 as by_the_week,
    -- Closed from mid-October to early April, but for the festive fortnight.
    b.c / 10 % 10 < 9 as closes_in_winter
  from base b
),
sized as (
  select
    s.*,
    case s.tier when 'classic' then 2 + s.d % 3 when 'premium' then 3 + s.d % 4 else 5 + s.d % 5 end as bedrooms,
    case s.tier
      when 'classic' then 450 + 50 * (s.a / 10 % 10)
      when 'premium' then 950 + 50 * (s.a / 10 % 18)
      else 1900 + 100 * (s.a / 10 % 20)
    end::numeric(10, 2) as price
  from shaped s
)
select
  z.i,
  pg_temp.scale_id(1, z.i) as id,
  'Villa ' || z.short_name as name,
  p.location,
  p.town,
  p.area,
  p.airport_km,
  z.tier,
  z.bedrooms::integer as bedrooms,
  greatest(1, z.bedrooms - (z.b / 7 % 2))::integer as bathrooms,
  (z.bedrooms * 2 + case when z.d / 5 % 3 = 0 then 2 else 0 end)::integer as max_guests,
  (z.bedrooms * (48 + z.d / 7 % 30))::integer as size_sqm,
  z.price,
  z.by_the_week,
  z.closes_in_winter,
  (case when z.by_the_week then 'same_day' when z.c / 100 % 2 = 0 then 'same_day' else 'full_day' end)::public.villa_changeover as changeover,
  case z.tier when 'prestige' then 3 + z.c / 1000 % 2 else 2 + z.c / 1000 % 2 end::integer as min_nights,
  (array[21, 28, 30, 45, 60])[1 + (z.c / 10000 % 5)::integer]::integer as max_nights,
  (array[12, 18, 18, 18, 24])[1 + (z.d / 1000 % 5)::integer]::integer as horizon_months,
  (array[0, 0, 0, 1, 2, 3, 7])[1 + (z.d / 10000 % 7)::integer]::integer as notice_days,
  (array['azur', 'les-pins', 'esterel', 'belle-rive', 'mimosa', 'ciel', 'lumiere'])[1 + (z.i - 1) % 7] as image_set,
  -- The collection grew: founding villas joined before the history starts, the others over
  -- its first two years. A few left (inactive, their history kept).
  case when z.i <= sp.founding then sp.start_day - (30 + z.a / 100 % 150)::integer
       else sp.start_day + ((z.i - sp.founding) * 730 / (sp.villa_count - sp.founding))::integer - (z.b / 100 % 30)::integer
  end as joined_day,
  case when z.i <= sp.founding and z.i % 13 = 5 then sp.today - (90 + z.d / 100 % 240)::integer end as left_day
from sized z
join scale_places p on p.n = z.place_n
cross join scale_params sp;

alter table scale_villas
  add column first_day date,
  add column last_day date;
update scale_villas v set
  -- Stays from two weeks after a villa joined (never before the history starts) to the end of
  -- the next twelve months, or to the day it left.
  first_day = greatest(v.joined_day + 14, sp.start_day),
  last_day = coalesce(v.left_day, sp.end_day)
from scale_params sp;
analyze scale_villas;

insert into public.villas (
  id, name, location, description, price_per_night, max_guests, bedrooms, bathrooms, size_sqm,
  amenities, distances, images, is_active, created_at, min_nights, max_nights,
  booking_horizon_months, arrival_weekdays, departure_weekdays, advance_notice_days, changeover
)
select
  v.id,
  v.name,
  v.location,
  format(
    (array[
      'Set above the sea at %1$s, %2$s is a house of light, pale stone and long views across the Mediterranean.',
      'Behind a gate of old olive trees in %1$s, %2$s keeps the calm of a private estate a few minutes from the coast.',
      'Terraced into the hillside of %1$s, %2$s looks out over umbrella pines to the blue line of the bay.',
      'A Provençal bastide restored with care, %2$s sits among lavender and fig trees in %1$s.',
      'Contemporary lines, wide glass and warm oak: %2$s brings the architecture of today to %1$s.',
      'Built in the 1930s for a family of painters, %2$s in %1$s has kept its mosaics, its shutters and its garden of palms.'
    ])[1 + (v.a_text % 6)::integer],
    v.town, v.name
  ) || ' ' || format(
    (array[
      'Its %1$s bedrooms open onto shaded terraces, and the pool is framed by rosemary and pines.',
      '%1$s suites, a chef''s kitchen and a pool terrace made for long lunches give everyone room to breathe.',
      'The %1$s bedrooms each have their own bathroom; the living rooms open straight onto the pool deck.',
      'With %1$s bedrooms, a summer kitchen and a pool that catches the last of the sun, it suits families and friends alike.'
    ])[1 + (v.b_text % 4)::integer],
    v.bedrooms
  ) || ' ' || (array[
    'Markets, beaches and the best tables of the Riviera are within easy reach.',
    'The beach, the harbour and the village cafés are a short drive away.',
    'Our concierge arranges chefs, boats and transfers for the whole stay.',
    'Evenings end on the terrace, under a sky washed in coral.'
  ])[1 + (v.c_text % 4)::integer],
  v.price,
  v.max_guests,
  v.bedrooms,
  v.bathrooms,
  v.size_sqm,
  array['Air conditioning', 'Wi-Fi',
        case when v.a_text % 3 = 0 then 'Infinity pool' when v.a_text % 3 = 1 then 'Heated pool' else 'Pool' end]
    || array(
      select amenity
      from unnest(array['Sea view', 'Private sea access', 'Chef''s kitchen', 'Outdoor kitchen', 'Barbecue',
                        'Tennis court', 'Gym', 'Sauna', 'Home cinema', 'Wine cellar', 'Boules court',
                        'Electric car charger', 'Daily housekeeping', 'Concierge service', 'Jacuzzi',
                        'Pool house', 'Children''s play area', 'Gated parking']) with ordinality as a (amenity, n)
      where pg_temp.h('amenity:' || v.i || ':' || a.n) % 100 < 40
      order by a.n
    ),
  format('Beach: %s m, %s centre: %s km, Nice airport: %s km',
         300 + 100 * (v.b_text % 25), v.town, 1 + v.c_text % 9, v.airport_km),
  array(
    select '/images/villas/' || v.image_set || '-' || (1 + (k + v.i) % 4) || '.svg'
    from generate_series(0, 3) as k order by k
  ),
  v.left_day is null,
  pg_temp.at(v.joined_day, 36000 + pg_temp.h('villa-created:' || v.i) % 28800),
  v.min_nights,
  v.max_nights,
  v.horizon_months,
  '{1,2,3,4,5,6,7}',
  '{1,2,3,4,5,6,7}',
  v.notice_days,
  v.changeover
from (
  select sv.*,
         pg_temp.h('villa-text:' || sv.i) as a_text,
         pg_temp.h('villa-text:' || sv.i, 1) as b_text,
         pg_temp.h('villa-text:' || sv.i, 2) as c_text
  from scale_villas sv
) as v
order by v.i;

-- Seasons --------------------------------------------------------------------------------------
-- Per villa and year, seasons that cover the whole year, overlapping on purpose where a
-- higher priority wins (Summer Peak inside High Season, Festive inside Low Season, the Cannes
-- film festival or the Monaco Grand Prix in May for the villas near them), priced from the
-- villa's price with 4% a year of increase, and one inactive offer that must be ignored.
create temp table scale_seasons on commit drop as
with defs (n, season_name, start_month, start_dom, end_year_offset, end_month, end_dom, factor, priority, rule, area, active) as (
  values
    (1, 'Low Season', 11, 1, 1, 3, 31, 0.70, 1, null, null, true),
    (2, 'Spring', 4, 1, 0, 6, 30, 1.00, 1, null, null, true),
    (3, 'High Season', 7, 1, 0, 8, 31, 1.35, 1, 'summer', null, true),
    (4, 'Summer Peak', 7, 14, 0, 8, 20, 1.60, 2, 'summer', null, true),
    (5, 'Autumn', 9, 1, 0, 10, 31, 0.95, 1, null, null, true),
    (6, 'Festive Season', 12, 20, 1, 1, 3, 1.50, 2, 'festive', null, true),
    (7, 'Film Festival', 5, 12, 0, 5, 25, 1.80, 3, 'event', 'cannes', true),
    (8, 'Grand Prix', 5, 21, 0, 5, 26, 1.90, 3, 'event', 'monaco', true),
    (9, 'Autumn Offer', 10, 1, 0, 10, 31, 0.80, 3, null, null, false)
),
rows as (
  select
    v.i,
    v.id as villa_id,
    y,
    d.n as def_n,
    d.season_name,
    make_date(y, d.start_month, d.start_dom) as start_date,
    make_date(y + d.end_year_offset, d.end_month, d.end_dom) as end_date,
    (round(v.price * d.factor * (1 + 0.04 * (y - sp.this_year)) / 10) * 10)::numeric(10, 2) as price,
    d.priority,
    d.active,
    case d.rule
      when 'summer' then case when v.by_the_week or v.tier = 'prestige' then 7 else 5 end
      when 'festive' then 5
      when 'event' then 3
    end as min_nights,
    case when d.rule = 'summer' and v.by_the_week then '{6}'::smallint[] end as weekdays
  from scale_villas v
  cross join scale_params sp
  cross join generate_series(extract(year from sp.start_day)::integer - 1,
                             extract(year from sp.end_day)::integer) as y
  join defs d on (d.area is null or d.area = v.area)
             -- The inactive offer: one autumn per villa, last year or the one before.
             and (d.active or y = sp.this_year - 1 - (pg_temp.h('offer:' || v.i) % 2)::integer)
  where make_date(y + d.end_year_offset, d.end_month, d.end_dom) >= v.joined_day - 366
)
select
  r.*,
  pg_temp.scale_id(4, row_number() over (order by r.i, r.start_date, r.def_n)) as id,
  least(
    pg_temp.at(greatest(make_date(r.y - 1, 9, 1) + (pg_temp.h('season:' || r.i || ':' || r.y) % 60)::integer,
                        v.joined_day + 1),
               32400 + pg_temp.h('season:' || r.i || ':' || r.y, 1) % 28800),
    sp.anchor - make_interval(days => 1 + (pg_temp.h('season:' || r.i || ':' || r.y, 2) % 20)::integer)
  ) as created_at
from rows r
join scale_villas v on v.i = r.i
cross join scale_params sp;

insert into public.seasonal_pricing (
  id, villa_id, season_name, start_date, end_date, price_per_night, priority, is_active,
  created_at, min_nights, arrival_weekdays, departure_weekdays
)
select id, villa_id, season_name, start_date, end_date, price, priority, active,
       created_at, min_nights, weekdays, weekdays
from scale_seasons
order by id;

-- Every villa day: its price and the rules for arriving on it, by the precedence of
-- get_villa_price_for_date and stay_rules_on (active seasons; priority, latest start, latest
-- created, id), computed once for the whole history.
create temp table scale_days on commit drop as
select distinct on (v.i, d.day)
  v.i,
  d.day,
  coalesce(s.price, v.price) as price,
  coalesce(s.min_nights, v.min_nights) as min_nights,
  coalesce(s.weekdays is not null, false) as saturdays
from scale_villas v
cross join lateral (
  select v.joined_day + k as day from generate_series(0, v.last_day - v.joined_day) as k
) as d
left join scale_seasons s
  on s.i = v.i and s.active and d.day between s.start_date and s.end_date
order by v.i, d.day, s.priority desc nulls last, s.start_date desc, s.created_at desc, s.id;
create unique index on scale_days (i, day);
analyze scale_days;

-- Blocked periods ------------------------------------------------------------------------------
-- Laid out per villa and year, never overlapping one another: the winter closure (but for the
-- festive fortnight) at most villas, works in January at the others, pre-season maintenance in
-- April, the owners' own weeks in June and in September, single days for pool works or a photo
-- shoot. Clipped to the villa's time in the collection and to the history.
create temp table scale_blocks on commit drop as
with raw as (
  select v.i, y, b.kind, b.reason, b.start_day, b.end_day
  from scale_villas v
  cross join scale_params sp
  cross join generate_series(extract(year from sp.start_day)::integer - 1,
                             extract(year from sp.end_day)::integer) as y
  cross join lateral (
    select pg_temp.h('block:' || v.i || ':' || y) as a,
           pg_temp.h('block:' || v.i || ':' || y, 1) as b,
           pg_temp.h('block:' || v.i || ':' || y, 2) as c
  ) as r
  cross join lateral (
    values
      (1, 'Closed for the winter',
       case when v.closes_in_winter then make_date(y, 10, 10) + (r.a % 7)::integer end,
       make_date(y, 12, 17) + (r.a / 7 % 3)::integer),
      (2, 'Closed for the winter',
       case when v.closes_in_winter then make_date(y + 1, 1, 4) + (r.a / 21 % 4)::integer end,
       make_date(y + 1, 4, 1) + (r.a / 84 % 4)::integer),
      (3, 'Renovation works',
       case when not v.closes_in_winter then make_date(y + 1, 1, 10) + (r.a % 20)::integer end,
       make_date(y + 1, 1, 10) + (r.a % 20)::integer + 13 + (r.a / 20 % 15)::integer),
      (4, 'Pre-season maintenance',
       make_date(y, 4, 6) + (r.b % 4)::integer,
       make_date(y, 4, 6) + (r.b % 4)::integer + 4 + (r.b / 4 % 7)::integer),
      (5, 'Owner stay',
       case when r.b / 28 % 10 < 6 then make_date(y, 6, 1) + (r.c % 18)::integer end,
       make_date(y, 6, 1) + (r.c % 18)::integer + 6 + (r.c / 18 % 8)::integer),
      (8, 'Owner stay',
       case when r.b / 280 % 10 < 6 then make_date(y, 9, 12) + (r.c / 1152 % 12)::integer end,
       make_date(y, 9, 12) + (r.c / 1152 % 12)::integer + 6 + (r.c / 13824 % 8)::integer),
      (6, 'Pool maintenance',
       make_date(y, 5, 3) + (r.c / 144 % 20)::integer,
       make_date(y, 5, 3) + (r.c / 144 % 20)::integer),
      (7, 'Photo shoot',
       case when r.c / 2880 % 10 < 3 then make_date(y, 9, 1) + (r.c / 28800 % 8)::integer end,
       make_date(y, 9, 1) + (r.c / 28800 % 8)::integer)
  ) as b (kind, reason, start_day, end_day)
  where b.start_day is not null
)
select
  r.i,
  r.y,
  r.kind,
  r.reason,
  greatest(r.start_day, v.joined_day, sp.start_day) as start_day,
  least(r.end_day, v.last_day) as end_day
from raw r
join scale_villas v on v.i = r.i
cross join scale_params sp
where greatest(r.start_day, v.joined_day, sp.start_day) <= least(r.end_day, v.last_day);
create index on scale_blocks (i, end_day);
analyze scale_blocks;

-- The stays: each villa's calendar walked in order ----------------------------------------------
-- From a cursor (the first day a new stay could start), a gap that follows demand (none in
-- summer, weeks in winter, a little more in earlier years), then an arrival (moved to the
-- Saturday where the season sells by the week) and a length that fits the season's rules. A
-- stay that would touch the next blocked period is dropped: the walk resumes after the period.
-- This is the "eventual" calendar: stays whose request is still to come (created after
-- `anchor`) are left out below, which gives the future its booking curve.
create temp table scale_walk on commit drop as
with recursive walk (i, step, cur, kind, check_in, nights) as (
  select v.i, 0, v.first_day, 'start', null::date, 0
  from scale_villas v
  union all
  select w.i, w.step + 1, nxt.cur, nxt.kind, nxt.check_in, nxt.nights
  from walk w
  join scale_villas v on v.i = w.i
  cross join scale_params sp
  cross join lateral (
    select w.cur + floor(
      pg_temp.u('gap:' || w.i || ':' || w.step) * pg_temp.u('gap:' || w.i || ':' || w.step, 1) * 4
      * (array[10, 10, 8, 3, 2, 1, 0.2, 0.2, 1.5, 3, 8, 3])[extract(month from w.cur)::integer]
      * (1 + 0.08 * greatest(0, sp.today - w.cur) / 365.0)
    )::integer as c0
  ) as g
  left join lateral (
    select b.start_day, b.end_day
    from scale_blocks b
    where b.i = w.i and b.end_day >= g.c0
    order by b.end_day
    limit 1
  ) as nb on true
  left join scale_days r0 on r0.i = w.i and r0.day = g.c0
  cross join lateral (
    select case when r0.saturdays and extract(isodow from g.c0) <> 6
                then g.c0 + ((13 - extract(isodow from g.c0)::integer) % 7)
                else g.c0 end as c
  ) as a
  left join scale_days r on r.i = w.i and r.day = a.c
  cross join lateral (
    select greatest(
      case
        when (extract(month from a.c) = 12 and extract(day from a.c) >= 18)
          or (extract(month from a.c) = 1 and extract(day from a.c) <= 3)
          then (array[5, 6, 7, 7, 7, 10, 10, 14])[1 + (pg_temp.h('nights:' || w.i || ':' || w.step) % 8)::integer]
        when extract(month from a.c) in (7, 8)
          then (array[7, 7, 7, 8, 10, 10, 14, 14])[1 + (pg_temp.h('nights:' || w.i || ':' || w.step) % 8)::integer]
        when extract(month from a.c) in (6, 9)
          then (array[3, 4, 5, 5, 6, 7, 7, 10])[1 + (pg_temp.h('nights:' || w.i || ':' || w.step) % 8)::integer]
        when extract(month from a.c) in (4, 5, 10)
          then (array[2, 3, 3, 4, 4, 5, 7, 7])[1 + (pg_temp.h('nights:' || w.i || ':' || w.step) % 8)::integer]
        else (array[2, 2, 3, 3, 4, 5, 6, 7])[1 + (pg_temp.h('nights:' || w.i || ':' || w.step) % 8)::integer]
      end,
      coalesce(r.min_nights, 1)
    ) as wanted
  ) as n0
  cross join lateral (
    select least(
      case when r.saturdays then (n0.wanted + 6) / 7 * 7 else n0.wanted end,
      v.max_nights
    ) as nights
  ) as n
  cross join lateral (
    select
      case
        when nb.start_day <= g.c0 then 'jump'
        when a.c + n.nights > v.last_day then 'end'
        when nb.start_day is not null
             and a.c + n.nights - case when v.changeover = 'same_day' then 1 else 0 end >= nb.start_day
          then 'jump'
        else 'stay'
      end as kind
  ) as k
  cross join lateral (
    select
      k.kind,
      case k.kind
        when 'jump' then nb.end_day + 1
        when 'end' then v.last_day + 1
        else a.c + n.nights + case when v.changeover = 'same_day' then 0 else 1 end
      end as cur,
      case when k.kind = 'stay' then a.c end as check_in,
      case when k.kind = 'stay' then n.nights else 0 end as nights
  ) as nxt
  where w.cur <= v.last_day
)
select i, step, check_in, nights from walk where kind = 'stay';
analyze scale_walk;

-- Bookings -------------------------------------------------------------------------------------
-- Lead time (days between the request and the arrival) by season: summer is booked months
-- ahead, winter weeks ahead, and some book at the last minute. Within the villa's advance
-- notice and booking horizon.
create or replace function pg_temp.lead_days(p_key text, p_check_in date, p_notice integer, p_horizon integer)
returns integer language sql immutable as $$
  select least(greatest(lo + floor(pg_temp.u(p_key) * (hi - lo + 1))::integer, p_notice, 1), p_horizon * 28)
  from (
    select case
      -- July and August: a third book from the autumn before, most in the spring, few late.
      when m in (7, 8) then case when band < 35 then array[150, 330] when band < 80 then array[45, 149]
                                 when band < 97 then array[14, 44] else array[2, 13] end
      -- The festive fortnight.
      when (m = 12 and dom >= 18) or (m = 1 and dom <= 3)
        then case when band < 25 then array[120, 270] when band < 75 then array[40, 119] else array[10, 39] end
      -- Spring and autumn.
      when m between 4 and 10
        then case when band < 20 then array[120, 300] when band < 60 then array[40, 119]
                  when band < 90 then array[10, 39] else array[1, 9] end
      -- Winter.
      else case when band < 40 then array[20, 75] when band < 80 then array[7, 19] else array[1, 6] end
    end as bounds
    from (
      select extract(month from p_check_in)::integer as m,
             extract(day from p_check_in)::integer as dom,
             pg_temp.h(p_key, 3) % 100 as band
    ) as facts
  ) as chosen
  cross join lateral (select chosen.bounds[1] as lo, chosen.bounds[2] as hi) as range
$$;

-- The calendar's stays with the moment each was requested (not before the day after the villa
-- joined: its first stays start two weeks after it did, more than any notice).
create temp table scale_stays on commit drop as
select
  s.i,
  s.step,
  s.check_in,
  s.nights,
  k.key,
  rs.saturdays,
  pg_temp.at(
    greatest(s.check_in - pg_temp.lead_days(k.key, s.check_in, v.notice_days, v.horizon_months), v.joined_day + 1),
    25200 + pg_temp.h(k.key, 2) / 100 % 57600
  ) as created_at
from scale_walk s
join scale_villas v on v.i = s.i
join scale_days rs on rs.i = s.i and rs.day = s.check_in
cross join lateral (select 'stay:' || s.i || ':' || s.step as key) as k;
analyze scale_stays;

create temp table scale_bookings (
  i integer not null,
  check_in date not null,
  nights integer not null,
  source smallint not null, -- 1 a stay of the calendar, 2 a competing request, 3 a fresh request
  step integer not null,
  j integer not null,
  created_at timestamptz not null,
  status text not null,
  key text not null
) on commit drop;

-- 1. The calendar's stays requested before `anchor`: confirmed, some cancelled by their guests,
--    a few of the last hours still waiting for an answer. (The others are still to come.)
insert into scale_bookings
select s.i, s.check_in, s.nights, 1, s.step, 0, s.created_at,
       case
         when s.created_at > sp.anchor - interval '24 hours'
           then case when pg_temp.h(s.key, 2) % 2 = 0 then 'pending' else 'confirmed' end
         when pg_temp.h(s.key, 2) % 100 < 11 then 'cancelled'
         else 'confirmed'
       end,
       s.key
from scale_stays s
cross join scale_params sp
where s.created_at < sp.anchor;

-- 2. Competing requests for nearby dates, many in summer, few in winter: declined (cancelled)
--    or left unanswered (pending, expired a day later; those of the last hours still open).
--    Each was a request the site accepted when it was sent: dates clear of blocked days, the
--    season's rules, the villa's notice and horizon, a villa already in the collection.
create temp table scale_extra_dates on commit drop as
select
  s.i, s.step, j, e.key, s.nights as stay_nights,
  (s.created_at at time zone 'UTC')::date as stay_created_day,
  s.check_in + case when s.saturdays then 7 * ((pg_temp.h(e.key) % 3)::integer - 1)
                    else (pg_temp.h(e.key) % 13)::integer - 6 end as wanted_day,
  pg_temp.h(e.key) as a,
  pg_temp.h(e.key, 1) as b
from scale_stays s
cross join scale_params sp
cross join lateral generate_series(1, floor(sp.extra_factor * case
    when extract(month from s.check_in) in (7, 8) then pg_temp.h('extras:' || s.key) % 7
    when extract(month from s.check_in) in (6, 9) then pg_temp.h('extras:' || s.key) % 5
    when (extract(month from s.check_in) = 12 and extract(day from s.check_in) >= 18)
      or (extract(month from s.check_in) = 1 and extract(day from s.check_in) <= 3)
      then pg_temp.h('extras:' || s.key) % 5
    when extract(month from s.check_in) in (4, 5, 10) then pg_temp.h('extras:' || s.key) % 4
    else pg_temp.h('extras:' || s.key) % 3
  end)::integer) as j
cross join lateral (select 'extra:' || s.i || ':' || s.step || ':' || j as key) as e;
analyze scale_extra_dates;

create temp table scale_extras on commit drop as
select
  x.i, x.step, x.j, x.key, x.a, a.c as check_in,
  least(
    case when r.saturdays
         then (greatest(x.stay_nights + (x.a / 13 % 3)::integer - 1, r.min_nights) + 6) / 7 * 7
         else greatest(x.stay_nights + (x.a / 13 % 3)::integer - 1, r.min_nights) end,
    v.max_nights
  ) as nights,
  pg_temp.at(x.stay_created_day + (x.b % 41)::integer - 20, 25200 + x.b / 100 % 57600) as created_at
from scale_extra_dates x
join scale_villas v on v.i = x.i
join scale_days r0 on r0.i = x.i and r0.day = x.wanted_day
cross join lateral (
  select case when r0.saturdays and extract(isodow from r0.day) <> 6
              then r0.day + ((13 - extract(isodow from r0.day)::integer) % 7)
              else r0.day end as c
) as a
join scale_days r on r.i = x.i and r.day = a.c;
analyze scale_extras;

insert into scale_bookings
select x.i, x.check_in, x.nights, 2, x.step, x.j, x.created_at,
       case
         when x.created_at > sp.anchor - interval '24 hours' then 'pending'
         when pg_temp.h(x.key, 2) % 100 < 72 then 'cancelled'
         else 'pending'
       end,
       x.key
from scale_extras x
join scale_villas v on v.i = x.i
cross join scale_params sp
where x.check_in >= v.first_day
  and x.check_in + x.nights <= v.last_day
  and x.created_at < sp.anchor
  and x.created_at >= (v.joined_day + 1)::timestamp at time zone 'UTC'
  and x.check_in - (x.created_at at time zone 'UTC')::date
      between greatest(v.notice_days, 1) and v.horizon_months * 28
  and not exists (
    select 1 from scale_blocks b
    where b.i = x.i and b.end_day >= x.check_in and b.start_day < x.check_in + x.nights
  )
  -- A request still open on the day is for dates no confirmed stay holds: staff can confirm it.
  and not (
    x.created_at > sp.anchor - interval '24 hours'
    and exists (
      select 1 from scale_bookings c
      where c.i = x.i and c.status = 'confirmed'
        and public.stay_range(c.check_in, c.check_in + c.nights, v.changeover)
            && public.stay_range(x.check_in, x.check_in + x.nights, v.changeover)
    )
  );

-- 3. Fresh requests of the last hours, for stays the calendar still has free (their own
--    request is still to come): the admin's morning. One per villa at most.
insert into scale_bookings
select f.i, f.check_in, f.nights, 3, f.step, 0,
       sp.anchor - make_interval(secs => 1800 + pg_temp.h(f.key, 1) % 72000),
       'pending',
       'fresh:' || f.key
from (
  select distinct on (s.i) s.i, s.step, s.check_in, s.nights, s.key
  from scale_stays s
  join scale_villas v on v.i = s.i
  cross join scale_params sp
  where s.created_at >= sp.anchor
    and s.check_in between sp.today + greatest(v.notice_days, 1) and sp.today + 300
    and v.left_day is null
  order by s.i, pg_temp.h('fresh:' || s.key)
) as f
cross join scale_params sp
order by pg_temp.h('fresh:' || f.key), f.i
limit (select fresh_requests from scale_params);

analyze scale_bookings;

create temp table scale_booking_rows on commit drop as
select
  pg_temp.scale_id(2, row_number() over (order by b.i, b.check_in, b.source, b.step, b.j)) as id,
  b.*,
  pg_temp.h('guest:' || b.key) % sp.guest_pool as g,
  (select sum(d.price) from scale_days d
   where d.i = b.i and d.day >= b.check_in and d.day < b.check_in + b.nights) as total
from scale_bookings b
cross join scale_params sp;

alter table public.bookings disable trigger bookings_enforce_request;

-- The short reference of the n-th booking (issue 21): "RV-" and 5 characters of the references'
-- alphabet, so a re-run writes the same ones and none can be a 4-character one of the demo seed.
create or replace function pg_temp.scale_reference(n bigint) returns text language sql immutable as $$
  select 'RV-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ',
                                    1 + ((n / (30::bigint ^ k)::bigint) % 30)::integer, 1),
                             '' order by k desc)
  from generate_series(0, 4) as k
$$;

insert into public.bookings (
  id, villa_id, guest_name, guest_email, guest_phone, guests_count, check_in, check_out,
  total_price, special_requests, status, expires_at, created_at, reference, cancelled_by,
  cancellation_reason
)
select
  b.id,
  v.id,
  g.name,
  g.email,
  g.phone,
  case when pg_temp.h(b.key, 3) % 4 = 0 then 2 else 2 + (pg_temp.h(b.key, 3) / 4 % (v.max_guests - 1))::integer end,
  b.check_in,
  b.check_in + b.nights,
  b.total,
  case when pg_temp.h(b.key, 3) / 100 % 100 < 35 then (array[
    'We will arrive late in the evening; could someone meet us with the keys?',
    'Airport transfer from Nice on arrival, please.',
    'A cot and a high chair for our baby, if possible.',
    'Could you arrange a private chef for two dinners?',
    'We are celebrating an anniversary: flowers and champagne on arrival would be lovely.',
    'Two of us are vegetarian; any recommendations for restaurants nearby?',
    'Could the pool be heated for our stay?',
    'We would like to hire a boat for a day trip to the Lérins islands.',
    'Is early check-in possible? Our flight lands at 9 am.',
    'Please stock the fridge with the basics before we arrive.',
    'We are travelling with our small dog, who is very well behaved.',
    'Could you recommend a babysitter for one evening?',
    'A wine tasting at a nearby vineyard would be wonderful.',
    'We need a car with a driver for a day in Monaco.',
    'Our group includes a wheelchair user: is the ground floor step-free?',
    'A yoga teacher for morning sessions by the pool, if available.',
    'Late check-out on our last day, please, if the calendar allows.',
    'We will be four couples: could the bedrooms be prepared with twin beds in one room?'
  ])[1 + (pg_temp.h(b.key, 3) / 10000 % 18)::integer] end,
  b.status::public.booking_status,
  b.created_at + interval '24 hours',
  b.created_at,
  pg_temp.scale_reference(row_number() over (order by b.id)),
  -- Until issue 21 only a pending request could be cancelled, by staff: a decline.
  case when b.status = 'cancelled' then 'staff' end,
  case when b.status = 'cancelled' then 'declined' end
from scale_booking_rows b
join scale_villas v on v.i = b.i
join scale_guests g on g.g = b.g
order by b.id;

alter table public.bookings enable trigger bookings_enforce_request;

-- Blocked days ---------------------------------------------------------------------------------
insert into public.blocked_dates (id, villa_id, blocked_date, reason, created_at)
select
  pg_temp.scale_id(3, row_number() over (order by b.i, b.start_day + k)),
  v.id,
  b.start_day + k,
  b.reason,
  least(
    pg_temp.at(greatest(b.start_day - 14 - (pg_temp.h('blocked:' || b.i || ':' || b.y || ':' || b.kind) % 90)::integer,
                        v.joined_day + 1),
               28800 + pg_temp.h('blocked:' || b.i || ':' || b.y || ':' || b.kind, 1) % 36000),
    sp.anchor - make_interval(secs => 3600 + pg_temp.h('blocked:' || b.i || ':' || b.y || ':' || b.kind, 2) % 864000)
  )
from scale_blocks b
join scale_villas v on v.i = b.i
cross join scale_params sp
cross join lateral generate_series(0, b.end_day - b.start_day) as k
order by 1;

-- Enquiries ------------------------------------------------------------------------------------
-- Spread over the history with the planning season (late winter and spring) the busiest; the
-- older ones answered, the latest still unread.
alter table public.contact_submissions disable trigger contact_submissions_enforce_new;

insert into public.contact_submissions (id, name, email, phone, message, form_type, status, created_at)
with candidates as (
  select n, c.day, pg_temp.h('enquiry:' || n) as a, pg_temp.h('enquiry:' || n, 1) as b
  from scale_params sp
  cross join generate_series(1, sp.enquiry_count * 2) as n
  cross join lateral (
    select sp.start_day + (pg_temp.h('enquiry:' || n, 2) % (sp.today - sp.start_day))::integer as day
  ) as c
  where pg_temp.h('enquiry:' || n, 3) % 10
        < (array[5, 7, 9, 9, 8, 6, 5, 4, 4, 4, 3, 4])[extract(month from c.day)::integer]
),
kept as (
  select c.*,
         pg_temp.at(c.day, 25200 + c.b % 57600) as created_at
  from candidates c
  order by c.a, c.n
  limit (select enquiry_count from scale_params)
),
ranked as (
  select k.*, row_number() over (order by k.created_at desc, k.n) as newest,
         sp.today - k.day as age_days
  from kept k
  cross join scale_params sp
)
select
  pg_temp.scale_id(5, row_number() over (order by r.created_at, r.n)),
  g.name,
  g.email,
  g.phone,
  format(
    case when r.a % 100 < 62 then (array[
      'Good morning, we are a family of %3$s looking for a villa for two weeks in %1$s. Is %2$s still available?',
      'Do any of your villas accept small dogs? We would love to come in %1$s.',
      'We are planning a corporate retreat for %3$s people in %1$s. Could %2$s host a small meeting space?',
      'Is %2$s suitable for an elderly parent? We need a bedroom without stairs.',
      'We would like to celebrate a wedding anniversary with %3$s guests in %1$s. What would you recommend?',
      'Could you tell us how far %2$s is from the nearest sandy beach, and whether the pool is fenced?',
      'We are thinking of a month in %1$s next year. Do you offer a rate for long stays at %2$s?',
      'Hello, is there a minimum stay at %2$s in %1$s? We can only come for four nights.',
      'Which of your villas would you suggest for %3$s friends who love walking and good food?',
      'Could you send us the floor plan of %2$s? We are %3$s adults and two children.',
      'Is it possible to visit %2$s before booking? We will be on the Riviera in %1$s.',
      'We booked with you last summer and loved it. Is %2$s free again in %1$s?'
    ])[1 + (r.b % 12)::integer]
    else (array[
      'We would like a private chef for the whole stay at %2$s in %1$s. Could you send us options?',
      'Could you arrange a yacht charter for two days to Saint-Tropez for %3$s guests?',
      'Please book a chauffeur from Nice airport for %3$s people arriving in %1$s.',
      'We would love massages at the villa for four people during our stay at %2$s.',
      'Could you organise a surprise birthday dinner on the terrace of %2$s, with a musician?',
      'A helicopter transfer to Monaco for the day, for %3$s guests: is that possible?',
      'Could you reserve a table at a Michelin-starred restaurant near %2$s for our first evening?',
      'We need a babysitter speaking English for three evenings in %1$s.',
      'Please arrange a wine tasting in a Provence vineyard for %3$s of us.',
      'Could the fridge at %2$s be stocked before we arrive? I will send a list.',
      'We would like daily yoga by the pool during our stay in %1$s.',
      'Can you organise a boat and a skipper for a day to the Lérins islands?'
    ])[1 + (r.b % 12)::integer] end,
    (array['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
           'October', 'November', 'December'])[1 + (r.b / 12 % 12)::integer],
    (select sv.name from scale_villas sv where sv.i = 1 + (r.b / 144 % (select villa_count from scale_params))::integer),
    4 + r.b / 1728 % 9
  ),
  (case when r.a % 100 < 62 then 'general' else 'concierge' end)::public.enquiry_form_type,
  (case
    when r.newest <= 3 then 'unread'
    when r.age_days <= 3 then (array['unread', 'unread', 'read', 'replied'])[1 + (r.a / 100 % 4)::integer]
    when r.age_days <= 30 then (array['unread', 'read', 'read', 'replied', 'replied', 'replied'])[1 + (r.a / 100 % 6)::integer]
    when r.a / 100 % 100 < 3 then 'unread'
    when r.a / 100 % 100 < 20 then 'read'
    else 'replied'
  end)::public.message_status,
  r.created_at
from ranked r
join scale_guests g on g.g = pg_temp.h('enquirer:' || r.n) % (select guest_pool from scale_params)
order by 1;

alter table public.contact_submissions enable trigger contact_submissions_enforce_new;

-- FAQs and reviews -----------------------------------------------------------------------------
insert into public.villa_faqs (id, villa_id, question, answer, display_order, is_active, created_at)
select
  pg_temp.scale_id(6, row_number() over (order by v.i, f.n)),
  v.id,
  f.question,
  format(f.answer, v.name, v.max_guests, v.town, v.min_nights),
  f.n,
  true,
  pg_temp.at(v.joined_day + 1, 43200 + f.n * 60)
from scale_villas v
cross join (values
  (1, 'What are the check-in and check-out times?',
   'Check-in is from 4:00 PM and check-out is until 10:00 AM. Our villa manager meets every guest at %1$s; earlier arrivals can often be arranged.'),
  (2, 'How many guests can stay?',
   '%1$s sleeps up to %2$s guests. Cots and high chairs are available on request at no charge.'),
  (3, 'Is there a minimum stay?',
   'Outside the high season the minimum stay is %4$s nights; in July and August stays are a week or more.'),
  (4, 'How do we get there?',
   'We arrange transfers from Nice airport or the station to %3$s; a car is recommended for exploring the coast.')
) as f (n, question, answer);

-- Rated 3 to 5 (mostly 5), about a stay in the month before they were written.
insert into public.villa_reviews (id, villa_id, guest_name, guest_location, review_text, display_order, is_active, created_at, rating, stay_month, published_on)
select r.id, r.villa_id, r.guest_name, r.guest_location, r.review_text, r.display_order, r.is_active,
  r.created_at, r.rating, date_trunc('month', r.created_at - interval '20 days')::date,
  r.created_at::date
from (
select
  pg_temp.scale_id(7, row_number() over (order by v.i, k)),
  v.id,
  g.name,
  g.home,
  (array[
    'An unforgettable week. The house is even more beautiful than the pictures, and the team thought of everything.',
    'Perfect for our family: the children lived in the pool, we lived on the terrace. We will be back next summer.',
    'Wonderful views, spotless rooms and a concierge who found us a table everywhere we wanted.',
    'The calm is extraordinary, and yet the village and the beach are minutes away. Highly recommended.',
    'We celebrated a big birthday here. The chef was superb and the sunset from the terrace is one we will never forget.',
    'Beautifully kept, thoughtfully equipped, and a warm welcome on arrival. Everything you want from a Riviera villa.'
  ])[1 + (pg_temp.h('review:' || v.i || ':' || k) % 6)::integer],
  k,
  pg_temp.h('review:' || v.i || ':' || k, 1) % 10 <> 0,
  pg_temp.at(least(v.joined_day + 60 + k * 90, sp.today - 1), 50400),
  (array[5, 5, 5, 4, 4, 3])[1 + (pg_temp.h('rating:' || v.i || ':' || k) % 6)::integer]
from scale_villas v
cross join scale_params sp
cross join generate_series(1, 3 + (pg_temp.h('reviews:' || v.i) % 3)::integer) as k
join scale_guests g on g.g = pg_temp.h('review:' || v.i || ':' || k, 2) % sp.guest_pool
) as r (id, villa_id, guest_name, guest_location, review_text, display_order, is_active,
        created_at, rating);

analyze public.villas, public.bookings, public.blocked_dates, public.seasonal_pricing,
  public.contact_submissions, public.villa_faqs, public.villa_reviews;

drop function pg_temp.lead_days(text, date, integer, integer);
drop function pg_temp.at(date, bigint);
drop function pg_temp.scale_id(integer, bigint);
drop function pg_temp.u(text, integer);
drop function pg_temp.h(text, integer);

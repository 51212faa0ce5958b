-- Demo content (architecture section 7): seven villas along the Riviera, three of them in
-- Saint Raphaël, with FAQs, reviews, seasonal prices, bookings in every status, blocked days,
-- enquiries, every page_content section and the site settings. Dates are relative to
-- current_date so the demo always looks current. No auth.users rows: the local stack creates
-- the demo admin, and on hosted Supabase accounts come from `npm run admin:create`.
-- Villa ids are fixed (a1000000-0000-4000-8000-00000000000N, N = 1..7 in the order below).

-- Settings -------------------------------------------------------------------------------------
insert into public.site_settings (setting_key, setting_value)
values ('maintenance_mode', 'false'), ('maintenance_password', 'riviera2026')
on conflict (setting_key) do update set setting_value = excluded.setting_value;

-- Villas ---------------------------------------------------------------------------------------
insert into public.villas (
  id, name, location, description, price_per_night, max_guests, bedrooms, bathrooms, size_sqm,
  amenities, distances, images, is_active, created_at
)
values
(
  'a1000000-0000-4000-8000-000000000001',
  'Villa Azur',
  'Boulouris, Saint Raphaël',
  'A study in white stone and light, Villa Azur rises above the coves of Boulouris with an infinity pool that seems to pour straight into the Mediterranean. Floor-to-ceiling glass opens every living space onto wide teak terraces, where mornings begin with the sun lifting over the Îles d''Or and evenings end beneath a sky washed in coral. Five serene suites, a chef''s kitchen and a private path down to the rocks make it a retreat for families and friends who want the sea as their only neighbour.',
  1450, 10, 5, 5, 380,
  array['Infinity pool', 'Sea view', 'Private sea access', 'Air conditioning', 'Wi-Fi', 'Chef''s kitchen', 'Outdoor dining terrace', 'Sun loungers', 'Parking for 3 cars', 'Daily housekeeping'],
  'Beach: 150 m, Boulouris harbour: 600 m, Saint-Raphaël centre: 4 km, Golf de Valescure: 7 km, Nice airport: 60 km',
  array['/images/villas/azur-1.svg', '/images/villas/azur-2.svg', '/images/villas/azur-3.svg', '/images/villas/azur-4.svg'],
  true, now() - interval '70 days'
),
(
  'a1000000-0000-4000-8000-000000000002',
  'Villa Les Pins',
  'Agay, Saint Raphaël',
  'Shaded by century-old umbrella pines and built from warm Provençal stone, Villa Les Pins is the Riviera of long lunches and cicada song. Terracotta floors, beamed ceilings and linen-dressed bedrooms keep the house cool through high summer, while the pool terrace looks across the bay of Agay to the red porphyry of the Estérel. The sandy beach and the little harbour are a short stroll away.',
  650, 6, 3, 3, 210,
  array['Heated pool', 'Pine garden', 'Bay view', 'Air conditioning', 'Wi-Fi', 'Boules court', 'Outdoor kitchen', 'Barbecue', 'Parking for 2 cars'],
  'Beach: 400 m, Agay harbour: 900 m, Saint-Raphaël centre: 9 km, Cannes: 30 km, Nice airport: 65 km',
  array['/images/villas/les-pins-1.svg', '/images/villas/les-pins-2.svg', '/images/villas/les-pins-3.svg', '/images/villas/les-pins-4.svg'],
  true, now() - interval '60 days'
),
(
  'a1000000-0000-4000-8000-000000000003',
  'Villa Estérel',
  'Cap du Dramont, Saint Raphaël',
  'Cantilevered over the red cliffs of Cap du Dramont, Villa Estérel is a contemporary glass pavilion where architecture gives way to landscape. Six suites open onto the sea, the living room frames the Île d''Or like a painting, and a sculpted pool runs the full length of the terrace. Trails into the Estérel massif begin at the garden gate; a private mooring waits below for the tender.',
  1800, 12, 6, 6, 450,
  array['Infinity pool', 'Panoramic sea view', 'Private mooring', 'Home cinema', 'Gym', 'Sauna', 'Air conditioning', 'Wi-Fi', 'Electric car charger', 'Concierge service'],
  'Beach: 300 m, Le Dramont harbour: 1 km, Saint-Raphaël centre: 7 km, Golf de l''Estérel: 12 km, Nice airport: 62 km',
  array['/images/villas/esterel-1.svg', '/images/villas/esterel-2.svg', '/images/villas/esterel-3.svg', '/images/villas/esterel-4.svg'],
  true, now() - interval '50 days'
),
(
  'a1000000-0000-4000-8000-000000000004',
  'Villa Belle Rive',
  'Cap d''Antibes, Antibes',
  'A Belle Époque residence in soft ochre, Villa Belle Rive has welcomed writers, painters and film stars to the Cap d''Antibes for more than a century. Restored with rare care, it pairs original mosaics and wrought-iron balconies with seven generous suites, a pool pavilion and a palm garden that runs down to the Garoupe lighthouse path. Sunset cocktails on the balustraded terrace are a ritual few places can match.',
  2400, 14, 7, 7, 620,
  array['Pool pavilion', 'Palm garden', 'Sea view', 'Private chef on request', 'Wine cellar', 'Tennis court', 'Air conditioning', 'Wi-Fi', 'Staff quarters', 'Gated parking'],
  'Beach: 200 m, Plage de la Garoupe: 800 m, Antibes old town: 4 km, Cannes: 12 km, Nice airport: 25 km',
  array['/images/villas/belle-rive-1.svg', '/images/villas/belle-rive-2.svg', '/images/villas/belle-rive-3.svg', '/images/villas/belle-rive-4.svg'],
  true, now() - interval '40 days'
),
(
  'a1000000-0000-4000-8000-000000000005',
  'Villa Mimosa',
  'Ramatuelle, Saint-Tropez',
  'Among the vineyards of Ramatuelle, Villa Mimosa is a rose-washed bastide wrapped in olive trees, lavender and, in late winter, clouds of yellow mimosa. Its five suites open onto shaded loggias, the pool sits between the vines, and the legendary beaches of Pampelonne are minutes away. Village life, rosé tastings and the bustle of the Saint-Tropez harbour are all within easy reach.',
  1250, 10, 5, 4, 340,
  array['Pool among the vines', 'Olive grove', 'Pool house', 'Outdoor kitchen', 'Air conditioning', 'Wi-Fi', 'Bicycles', 'Children''s play area', 'Parking for 4 cars'],
  'Pampelonne beach: 2 km, Ramatuelle village: 1.5 km, Saint-Tropez: 9 km, Toulon airport: 65 km, Nice airport: 100 km',
  array['/images/villas/mimosa-1.svg', '/images/villas/mimosa-2.svg', '/images/villas/mimosa-3.svg', '/images/villas/mimosa-4.svg'],
  true, now() - interval '30 days'
),
(
  'a1000000-0000-4000-8000-000000000006',
  'Villa Ciel',
  'Èze, French Riviera',
  'Perched four hundred metres above the sea on the Moyenne Corniche, Villa Ciel looks out over Cap Ferrat and the whole sweep of the bay. Tiered terraces of stone and bougainvillea step down to a heated pool, and each of the four suites has its own balcony for watching the sun melt into the horizon. The medieval village of Èze, with its gardens and Michelin-starred tables, is a short walk away.',
  1650, 8, 4, 4, 290,
  array['Heated pool', 'Panoramic sea view', 'Terraced gardens', 'Jacuzzi', 'Air conditioning', 'Wi-Fi', 'Outdoor dining terrace', 'Wine fridge', 'Private parking'],
  'Èze village: 800 m, Èze-sur-Mer beach: 3 km, Monaco: 8 km, Nice: 12 km, Nice airport: 20 km',
  array['/images/villas/ciel-1.svg', '/images/villas/ciel-2.svg', '/images/villas/ciel-3.svg', '/images/villas/ciel-4.svg'],
  true, now() - interval '20 days'
),
(
  'a1000000-0000-4000-8000-000000000007',
  'Villa Lumière',
  'La Californie, Cannes',
  'High on the hill of La Californie, Villa Lumière is an Art Deco jewel of curved white façades, porthole windows and terrazzo floors, restored for modern ease. From the pool terrace the view runs across the yachts of the Croisette to the Lérins islands. Six suites, a cocktail bar and a screening room make it as suited to festival week as to a quiet family summer.',
  2100, 12, 6, 6, 520,
  array['Pool with sea view', 'Cocktail bar', 'Screening room', 'Gym', 'Air conditioning', 'Wi-Fi', 'Lift', 'Staff apartment', 'Chauffeur on request', 'Gated parking'],
  'Croisette beaches: 1.8 km, Palais des Festivals: 2.5 km, Cannes station: 2 km, Lérins islands ferry: 3 km, Nice airport: 27 km',
  array['/images/villas/lumiere-1.svg', '/images/villas/lumiere-2.svg', '/images/villas/lumiere-3.svg', '/images/villas/lumiere-4.svg'],
  true, now() - interval '10 days'
);

-- Villa FAQs -----------------------------------------------------------------------------------
insert into public.villa_faqs (villa_id, question, answer, display_order, is_active)
values
('a1000000-0000-4000-8000-000000000001', 'What are the check-in and check-out times?', 'Check-in is from 4:00 PM and check-out is until 10:00 AM. Our villa manager meets every guest personally; earlier arrivals can often be arranged on request.', 1, true),
('a1000000-0000-4000-8000-000000000001', 'Is the pool heated and safe for children?', 'The infinity pool is heated from April to October and has a certified safety alarm. A removable pool fence can be installed before your arrival at no extra cost.', 2, true),
('a1000000-0000-4000-8000-000000000001', 'How do we reach the sea?', 'A private stone path leads from the lower garden to the rocks and a small cove; the sandy beach of Boulouris is a three-minute walk.', 3, true),
('a1000000-0000-4000-8000-000000000001', 'Is housekeeping included?', 'Yes. Daily housekeeping, fresh linen twice a week and a mid-stay pool service are included in the nightly rate.', 4, true),

('a1000000-0000-4000-8000-000000000002', 'Is Villa Les Pins suitable for young children?', 'Very much so: the garden is fully enclosed, the pool has a shallow step area, and we supply cots, high chairs and a baby monitor on request.', 1, true),
('a1000000-0000-4000-8000-000000000002', 'Can we walk to the beach and restaurants?', 'Yes. The sandy beach of Agay is a six-minute walk under the pines, and the harbour cafés and the bakery are just beyond it.', 2, true),
('a1000000-0000-4000-8000-000000000002', 'Are pets welcome?', 'Well-behaved dogs are welcome with prior agreement. A cleaning supplement of 150 € applies per stay.', 3, true),

('a1000000-0000-4000-8000-000000000003', 'Can the villa arrange a boat?', 'The private mooring below the villa can receive a tender, and our concierge will charter a day boat or a crewed yacht from Saint-Raphaël harbour.', 1, true),
('a1000000-0000-4000-8000-000000000003', 'Is there a minimum stay?', 'Seven nights from June to September, Saturday to Saturday; three nights for the rest of the year.', 2, true),
('a1000000-0000-4000-8000-000000000003', 'Is the villa accessible for guests with reduced mobility?', 'The main level, one suite and the pool terrace are step-free and linked by a glass lift. Please tell us your needs and we will prepare the house accordingly.', 3, true),

('a1000000-0000-4000-8000-000000000004', 'Which staff are included?', 'A house manager and daily housekeeping are included. A private chef, butler and chauffeur can be added for part or all of your stay.', 1, true),
('a1000000-0000-4000-8000-000000000004', 'May we host a private event?', 'Small celebrations of up to 40 guests can be held on the garden terrace with prior approval; our events team will coordinate catering, music and flowers.', 2, true),
('a1000000-0000-4000-8000-000000000004', 'Is the tennis court floodlit?', 'Yes. The clay court is lit until 10:00 PM, and rackets and balls are provided.', 3, true),

('a1000000-0000-4000-8000-000000000005', 'How far is Pampelonne beach?', 'About five minutes by car or fifteen by bicycle along the vineyard lanes. Sunbeds at the best beach clubs can be reserved through our concierge.', 1, true),
('a1000000-0000-4000-8000-000000000005', 'Can we visit the neighbouring vineyard?', 'Yes. The estate next door offers our guests a private cellar tour and a tasting of its Côtes de Provence rosés.', 2, true),
('a1000000-0000-4000-8000-000000000005', 'Is the pool heated?', 'The pool is solar and heat-pump heated from May to the end of September.', 3, true),

('a1000000-0000-4000-8000-000000000006', 'Is a car necessary at Villa Ciel?', 'We recommend one for beach days, although Èze village is within walking distance and our chauffeur service covers Monaco and Nice.', 1, true),
('a1000000-0000-4000-8000-000000000006', 'Are the terraces safe for children?', 'All terraces have glass balustrades at regulation height; the stairs between levels are steep, so younger children should be accompanied.', 2, true),
('a1000000-0000-4000-8000-000000000006', 'Can you book restaurants in Èze and Monaco?', 'Of course. Our concierge holds long-standing relationships with the starred restaurants of Èze, Monaco and Cap Ferrat.', 3, true),

('a1000000-0000-4000-8000-000000000007', 'Is the villa available during the Cannes Film Festival?', 'Yes, with a minimum stay of ten nights during the festival; rates and services for that fortnight are quoted on request.', 1, true),
('a1000000-0000-4000-8000-000000000007', 'How far is the Croisette?', 'About six minutes by car. A chauffeured car can be placed at your disposal for evenings in town.', 2, true),
('a1000000-0000-4000-8000-000000000007', 'Is there a lift?', 'A lift serves all three floors, from the garage to the roof terrace.', 3, true),
('a1000000-0000-4000-8000-000000000007', 'Do you allow parties?', 'Gatherings beyond the registered guests are not permitted without the owner''s written consent.', 4, false);

-- Villa reviews --------------------------------------------------------------------------------
-- Rating out of 5 and the month of the stay (so many months before this one); each review was
-- published a few days after the end of that month. Two are linked to a finished confirmed
-- booking below ("Verified stay").
insert into public.villa_reviews (
  villa_id, guest_name, guest_location, review_text, display_order, is_active, rating,
  stay_month, published_on
)
select r.villa_id::uuid, r.guest_name, r.guest_location, r.review_text, r.display_order,
  r.is_active, r.rating,
  (date_trunc('month', current_date) - make_interval(months => r.months_ago))::date,
  least(current_date,
        (date_trunc('month', current_date) - make_interval(months => r.months_ago - 1))::date + 6)
from (values
('a1000000-0000-4000-8000-000000000001', 'Charlotte & James Whitmore', 'London, United Kingdom', 'We woke every morning to the sea glittering beyond the pool. The villa is even more beautiful than the photographs, and the team thought of everything before we did.', 1, true, 5, 2),
('a1000000-0000-4000-8000-000000000001', 'Famille Durand', 'Lyon, France', 'Un séjour parfait en famille : la villa est lumineuse, impeccablement tenue, et la petite crique en contrebas a fait le bonheur des enfants.', 2, true, 5, 14),
('a1000000-0000-4000-8000-000000000001', 'Michael Rosen', 'New York, USA', 'Calm, elegant and perfectly located. The private chef dinner on the terrace was the highlight of our year.', 3, true, 5, 9),
('a1000000-0000-4000-8000-000000000002', 'Sofia Bianchi', 'Milan, Italy', 'The charm of an old Provençal house with all the comfort you could wish for. Long lunches under the pines, then a walk down to the beach: pure happiness.', 1, true, 5, 3),
('a1000000-0000-4000-8000-000000000002', 'The Andersson family', 'Stockholm, Sweden', 'Our children played boules every evening and did not want to leave. Quiet, beautiful and so close to Agay.', 2, true, 4, 11),
('a1000000-0000-4000-8000-000000000002', 'Hélène Marchand', 'Paris, France', 'Une maison pleine d''âme, une piscine délicieuse et un accueil chaleureux. Nous reviendrons.', 3, true, 5, 15),
('a1000000-0000-4000-8000-000000000003', 'David & Priya Kapoor', 'Singapore', 'Architecture that makes you hold your breath. Watching the sunset from the pool with the red rocks glowing was unforgettable.', 1, true, 5, 7),
('a1000000-0000-4000-8000-000000000003', 'Thomas Keller', 'Zurich, Switzerland', 'Superb house, flawless service. The concierge organised a boat to the calanques of the Estérel on a day''s notice.', 2, true, 5, 13),
('a1000000-0000-4000-8000-000000000003', 'Laura Martín', 'Madrid, Spain', 'Modern, spacious and peaceful, with the sea at the foot of the garden. Ideal for our family reunion of twelve.', 3, true, 4, 4),
('a1000000-0000-4000-8000-000000000004', 'Lord & Lady Ashcombe', 'Wiltshire, United Kingdom', 'A house with a soul and a history, run with quiet perfection. The garden walk to La Garoupe at dawn is something we will never forget.', 1, true, 5, 10),
('a1000000-0000-4000-8000-000000000004', 'Isabella Rossi', 'Rome, Italy', 'We celebrated our anniversary here with twenty friends. The team made the evening magical, down to the last candle.', 2, true, 5, 2),
('a1000000-0000-4000-8000-000000000004', 'Jean-Marc Fabre', 'Geneva, Switzerland', 'Élégance, discrétion et un service irréprochable. La plus belle villa du Cap.', 3, true, 5, 16),
('a1000000-0000-4000-8000-000000000005', 'Emma & Lucas Meyer', 'Munich, Germany', 'Waking up among the vines with the scent of mimosa in the air: the most relaxing holiday we have had in years.', 1, true, 5, 3),
('a1000000-0000-4000-8000-000000000005', 'Olivia Grant', 'Sydney, Australia', 'Close enough to Saint-Tropez for the glamour, far enough for total peace. The wine tasting next door was a treat.', 2, true, 4, 8),
('a1000000-0000-4000-8000-000000000005', 'Famille Lefèvre', 'Bordeaux, France', 'Bastide magnifique, piscine au milieu des vignes, enfants ravis. Tout était parfait.', 3, true, 5, 14),
('a1000000-0000-4000-8000-000000000006', 'Nadia Haddad', 'Dubai, UAE', 'The view is simply the best on the Riviera. Every sunset felt like a private performance.', 1, true, 5, 2),
('a1000000-0000-4000-8000-000000000006', 'Robert & Anne Clarke', 'Toronto, Canada', 'We loved walking up to Èze village for dinner and coming home to the jacuzzi under the stars.', 2, true, 4, 12),
('a1000000-0000-4000-8000-000000000006', 'Marco Conti', 'Monaco', 'A hidden gem minutes from Monaco. Impeccable taste, wonderful terraces, discreet and attentive service.', 3, true, 5, 5),
('a1000000-0000-4000-8000-000000000007', 'Alexandra Novak', 'Prague, Czech Republic', 'Pure Art Deco glamour with a view of the Lérins islands. Perfect base for the festival, and wonderfully calm afterwards.', 1, true, 5, 4),
('a1000000-0000-4000-8000-000000000007', 'William & Grace Turner', 'Boston, USA', 'The cocktail bar and screening room made our evenings; the pool made our days. Flawless from start to finish.', 2, true, 5, 9),
('a1000000-0000-4000-8000-000000000007', 'Camille Bernard', 'Cannes, France', 'Une villa d''exception, restaurée avec un goût rare. Le personnel est aux petits soins.', 3, true, 5, 15),
('a1000000-0000-4000-8000-000000000007', 'Anonymous guest', 'Unknown', 'Draft review awaiting approval.', 4, false, null, 1)
) as r (villa_id, guest_name, guest_location, review_text, display_order, is_active, rating,
        months_ago);

-- The whole offer ------------------------------------------------------------------------------
-- Tourist tax: the communes of the demo villas with demo rates from 1 January of last year and
-- this year (a commune's real rates are voted by its council: staff enter them in the admin).
-- The Var adds 10 % for the department and 34 % for the region; the Alpes-Maritimes 10 %.
insert into public.tourist_tax_communes (id, name, insee_code, departmental_surcharge_percent, regional_surcharge_percent)
values
  ('c1000000-0000-4000-8000-000000000001', 'Saint-Raphaël', '83118', 10, 34),
  ('c1000000-0000-4000-8000-000000000002', 'Antibes', '06004', 10, 0),
  ('c1000000-0000-4000-8000-000000000003', 'Ramatuelle', '83101', 10, 34),
  ('c1000000-0000-4000-8000-000000000004', 'Èze', '06059', 10, 0),
  ('c1000000-0000-4000-8000-000000000005', 'Cannes', '06029', 10, 0);

insert into public.tourist_tax_rates (commune_id, classification, valid_from, amount, percent, cap)
select c.id, r.classification::public.villa_classification,
       make_date(extract(year from current_date)::int + y.offset_years, 1, 1),
       case when r.amount is null then null else r.amount + y.raise end,
       r.percent,
       case when r.cap is null then null else r.cap + y.raise end
from public.tourist_tax_communes c
cross join (values (-1, -0.10), (0, 0.00)) as y (offset_years, raise)
cross join (
  values
    ('unclassified', null, 5.00, 3.00),
    ('1_star', 0.90, null, null),
    ('2_stars', 1.00, null, null),
    ('3_stars', 1.50, null, null),
    ('4_stars', 2.30, null, null),
    ('5_stars', 3.00, null, null)
) as r (classification, amount, percent, cap);

-- Each villa's classification, registration number (loi Le Meur), commune and security deposit.
update public.villas v
set classification = s.classification::public.villa_classification,
    registration_number = s.registration_number,
    tax_commune_id = s.commune_id::uuid
from (values
  ('a1000000-0000-4000-8000-000000000001', '5_stars', '83118000452AZ', 'c1000000-0000-4000-8000-000000000001'),
  ('a1000000-0000-4000-8000-000000000002', '3_stars', '83118000617LP', 'c1000000-0000-4000-8000-000000000001'),
  ('a1000000-0000-4000-8000-000000000003', '5_stars', '83118000233ES', 'c1000000-0000-4000-8000-000000000001'),
  ('a1000000-0000-4000-8000-000000000004', '5_stars', '06004000118BR', 'c1000000-0000-4000-8000-000000000002'),
  ('a1000000-0000-4000-8000-000000000005', '4_stars', '83101000342MI', 'c1000000-0000-4000-8000-000000000003'),
  ('a1000000-0000-4000-8000-000000000006', 'unclassified', '06059000077CI', 'c1000000-0000-4000-8000-000000000004'),
  ('a1000000-0000-4000-8000-000000000007', '5_stars', '06029000905LU', 'c1000000-0000-4000-8000-000000000005')
) as s (villa_id, classification, registration_number, commune_id)
where v.id = s.villa_id::uuid;

update public.villa_booking_terms t
set security_deposit = s.amount
from (values
  ('a1000000-0000-4000-8000-000000000001', 5000),
  ('a1000000-0000-4000-8000-000000000002', 2500),
  ('a1000000-0000-4000-8000-000000000003', 6000),
  ('a1000000-0000-4000-8000-000000000004', 8000),
  ('a1000000-0000-4000-8000-000000000005', 5000),
  ('a1000000-0000-4000-8000-000000000006', 5000),
  ('a1000000-0000-4000-8000-000000000007', 10000)
) as s (villa_id, amount)
where t.villa_id = s.villa_id::uuid;

-- Extras a guest may add to a stay at every villa (the nightly price already includes linen,
-- towels and the final cleaning, as our Terms say, so no villa charges a compulsory fee).
insert into public.villa_charges (villa_id, name, description, amount, unit, is_optional, display_order)
select v.id, e.name, e.description, e.amount, e.unit::public.charge_unit, true, e.display_order
from public.villas v
cross join (
  values
    ('Early check-in', 'The villa ready from 11:00 on your arrival day', 150, 'per_stay', 1),
    ('Airport transfer', 'A private car from Nice airport to the villa, up to 7 guests', 180, 'per_stay', 2),
    ('Private chef''s dinner', 'A four-course dinner cooked at the villa, per guest', 95, 'per_guest', 3),
    ('Daily housekeeping', 'Two hours of housekeeping every day of the stay', 60, 'per_night', 4)
) as e (name, description, amount, unit, display_order);

-- Seasonal prices ------------------------------------------------------------------------------
-- For last year, this year and next: seasons that overlap on purpose, the higher priority winning
-- (Summer Peak inside High Season, New Year inside Christmas inside Low Season), plus one
-- inactive season that must be ignored.
insert into public.seasonal_pricing (
  villa_id, season_name, start_date, end_date, price_per_night, priority, is_active
)
select
  v.id,
  s.season_name,
  make_date(y.year + s.start_year_offset, s.start_month, s.start_day),
  make_date(y.year + s.end_year_offset, s.end_month, s.end_day),
  round(v.price_per_night * s.factor / 10) * 10,
  s.priority,
  s.is_active
from public.villas v
cross join (
  select extract(year from current_date)::int + offset_years as year
  from generate_series(-1, 1) as offset_years
) as y
cross join (
  values
    ('Low Season', 0, 11, 1, 1, 3, 31, 0.80, 1, true),
    ('Christmas Holiday', 0, 12, 20, 1, 1, 3, 1.40, 2, true),
    ('New Year', 0, 12, 30, 1, 1, 2, 1.80, 3, true),
    ('Easter Holiday', 0, 4, 1, 0, 4, 20, 1.10, 1, true),
    ('High Season', 0, 7, 1, 0, 8, 31, 1.30, 1, true),
    ('Summer Peak', 0, 7, 14, 0, 8, 20, 1.50, 2, true),
    ('Autumn Special', 0, 10, 1, 0, 10, 31, 0.70, 1, false)
) as s (
  season_name, start_year_offset, start_month, start_day, end_year_offset, end_month, end_day,
  factor, priority, is_active
);

-- Bookings -------------------------------------------------------------------------------------
-- Inserted as booking requests, so the trigger sets pending, expiry and the true total;
-- then moved to confirmed or cancelled as an admin would.
insert into public.bookings (
  id, villa_id, guest_name, guest_email, guest_phone, guests_count, check_in, check_out,
  total_price, special_requests
)
values
('b1000000-0000-4000-8000-000000000001', 'a1000000-0000-4000-8000-000000000001', 'Charlotte Whitmore', 'charlotte.whitmore@example.com', '+44 20 7946 0321', 6, current_date + 10, current_date + 17, 0, 'We will arrive late in the evening; could the welcome basket include some local wine?'),
('b1000000-0000-4000-8000-000000000002', 'a1000000-0000-4000-8000-000000000002', 'Sofia Bianchi', 'sofia.bianchi@example.com', '+39 02 5550 1842', 4, current_date + 5, current_date + 12, 0, null),
('b1000000-0000-4000-8000-000000000003', 'a1000000-0000-4000-8000-000000000004', 'Jean-Marc Fabre', 'jm.fabre@example.com', '+41 22 555 07 19', 12, current_date + 20, current_date + 27, 0, 'Private chef for three dinners, please.'),
('b1000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-8000-000000000006', 'Nadia Haddad', 'nadia.haddad@example.com', '+971 4 555 0142', 2, current_date + 3, current_date + 7, 0, 'Airport transfer from Nice on arrival.'),
('b1000000-0000-4000-8000-000000000005', 'a1000000-0000-4000-8000-000000000001', 'Michael Rosen', 'michael.rosen@example.com', '+1 212 555 0187', 8, current_date + 30, current_date + 35, 0, 'Celebrating a 50th birthday: a cake and flowers on the first evening.'),
('b1000000-0000-4000-8000-000000000006', 'a1000000-0000-4000-8000-000000000005', 'Emma Meyer', 'emma.meyer@example.com', null, 5, current_date + 14, current_date + 21, 0, 'Two children aged 4 and 7; a cot would be helpful.'),
('b1000000-0000-4000-8000-000000000007', 'a1000000-0000-4000-8000-000000000007', 'Alexandra Novak', 'alexandra.novak@example.com', '+420 2 5550 3311', 10, current_date + 8, current_date + 12, 0, null),
('b1000000-0000-4000-8000-000000000008', 'a1000000-0000-4000-8000-000000000003', 'Thomas Keller', 'thomas.keller@example.com', '+41 44 555 21 09', 6, current_date + 12, current_date + 16, 0, 'Could you arrange a boat for one day?'),
('b1000000-0000-4000-8000-000000000009', 'a1000000-0000-4000-8000-000000000002', 'Hélène Marchand', 'helene.marchand@example.com', '+33 1 55 50 48 27', 3, current_date + 40, current_date + 44, 0, null);

update public.bookings set status = 'confirmed'
where id in (
  'b1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000002',
  'b1000000-0000-4000-8000-000000000003', 'b1000000-0000-4000-8000-000000000004'
);

update public.bookings set status = 'cancelled'
where id in ('b1000000-0000-4000-8000-000000000008', 'b1000000-0000-4000-8000-000000000009');

-- Two finished stays, whose guests' reviews are linked to them ("Verified stay"). A request
-- cannot start in the past, so they are written as history, with the request triggers off
-- (the same way as the scale dataset): no email, no throttle, the stored total is 7 nights.
alter table public.bookings disable trigger user;
insert into public.bookings (
  id, villa_id, guest_name, guest_email, guest_phone, guests_count, check_in, check_out,
  total_price, status, expires_at, created_at, reference
)
select b.id::uuid, b.villa_id::uuid, b.guest_name, b.guest_email, null, b.guests,
  (date_trunc('month', current_date) - make_interval(months => b.months_ago))::date + 10,
  (date_trunc('month', current_date) - make_interval(months => b.months_ago))::date + 17,
  7 * v.price_per_night, 'confirmed', null,
  date_trunc('month', current_date) - make_interval(months => b.months_ago + 2),
  private.new_booking_reference()
from (values
  ('b1000000-0000-4000-8000-000000000010', 'a1000000-0000-4000-8000-000000000001', 'Michael Rosen', 'michael.rosen@example.com', 4, 9),
  ('b1000000-0000-4000-8000-000000000011', 'a1000000-0000-4000-8000-000000000003', 'Priya Kapoor', 'priya.kapoor@example.com', 2, 7)
) as b (id, villa_id, guest_name, guest_email, guests, months_ago)
join public.villas v on v.id = b.villa_id::uuid;
alter table public.bookings enable trigger user;

update public.villa_reviews r set booking_id = b.id
from (values
  ('b1000000-0000-4000-8000-000000000010'::uuid, 'Michael Rosen'),
  ('b1000000-0000-4000-8000-000000000011'::uuid, 'David & Priya Kapoor')
) as b (id, guest_name)
where r.guest_name = b.guest_name;

-- Blocked days ---------------------------------------------------------------------------------
-- None falls inside a confirmed booking (the trigger would refuse it).
insert into public.blocked_dates (villa_id, blocked_date, reason)
select 'a1000000-0000-4000-8000-000000000001'::uuid, current_date + i, 'Maintenance'
from generate_series(45, 47) as i
union all
select 'a1000000-0000-4000-8000-000000000003'::uuid, current_date + i, 'Owner stay'
from generate_series(2, 5) as i
union all
select 'a1000000-0000-4000-8000-000000000007'::uuid, current_date + 25, 'Photo shoot';

-- Enquiries ------------------------------------------------------------------------------------
-- Inserted as a visitor would send them (the trigger marks them unread and stamps them now),
-- then aged and handled as the team would have done.
insert into public.contact_submissions (id, name, email, phone, message, form_type)
values
('c1000000-0000-4000-8000-000000000001', 'Caroline Dupont', 'caroline.dupont@example.com', '+33 6 55 50 12 34', 'Good morning, we are a family of eight looking for a villa near Saint Raphaël for the last two weeks of July. Could you tell us which villas are still available?', 'general'),
('c1000000-0000-4000-8000-000000000002', 'Henry Walsh', 'henry.walsh@example.com', null, 'Do any of your villas allow small dogs? We would love to bring our spaniel along in September.', 'general'),
('c1000000-0000-4000-8000-000000000003', 'Ingrid Larsen', 'ingrid.larsen@example.com', '+47 22 55 50 18', 'We are planning a corporate retreat for twelve people in May. Is it possible to hire a whole villa with meeting space?', 'general'),
('c1000000-0000-4000-8000-000000000004', 'Ahmed Al-Farsi', 'ahmed.alfarsi@example.com', '+971 50 555 0199', 'We would like a private chef for the whole stay and a yacht charter for two days to Saint-Tropez. Could you send us options?', 'concierge'),
('c1000000-0000-4000-8000-000000000005', 'Julia Schmidt', 'julia.schmidt@example.com', '', 'Could you arrange a surprise anniversary dinner on a terrace with a view of the sea, with flowers and a violinist?', 'concierge'),
('c1000000-0000-4000-8000-000000000006', 'Pierre Lambert', 'pierre.lambert@example.com', '+33 6 55 50 77 21', 'Nous souhaitons réserver un chauffeur depuis l''aéroport de Nice et des massages à la villa pour quatre personnes.', 'concierge');

update public.contact_submissions set created_at = now() - interval '2 hours'
where id = 'c1000000-0000-4000-8000-000000000001';
update public.contact_submissions set created_at = now() - interval '1 day 3 hours', status = 'read'
where id = 'c1000000-0000-4000-8000-000000000002';
update public.contact_submissions set created_at = now() - interval '4 days', status = 'replied'
where id = 'c1000000-0000-4000-8000-000000000003';
update public.contact_submissions set created_at = now() - interval '5 hours'
where id = 'c1000000-0000-4000-8000-000000000004';
update public.contact_submissions set created_at = now() - interval '2 days', status = 'read'
where id = 'c1000000-0000-4000-8000-000000000005';
update public.contact_submissions set created_at = now() - interval '6 days', status = 'replied'
where id = 'c1000000-0000-4000-8000-000000000006';

-- Page content ---------------------------------------------------------------------------------
-- Every section key of every page (spec section 3). Screens display `content` for text sections
-- and `image_url` for image sections; `title` is the section's label in the admin editor.
-- A few image sections beyond the spec's list (destination and experience hero_image,
-- experience concierge_image, about story_image) carry the generated artwork for those blocks.
insert into public.page_content (
  page_slug, section_key, content_type, title, content, image_url, display_order
)
values
-- Home
('home', 'hero_title', 'text', 'Hero title', 'Luxury Villa Rentals on the French Riviera', null, 1),
('home', 'hero_description', 'text', 'Hero description', 'Private villas above the Mediterranean, from the red rocks of the Estérel to the hills of Cannes and Èze, each one chosen for its light, its views and its quiet sense of place.', null, 2),
('home', 'hero_image', 'image', 'Hero image', '', '/images/pages/home-hero.svg', 3),
('home', 'featured_title', 'text', 'Featured title', 'Our Collection', null, 4),
('home', 'featured_description', 'text', 'Featured description', 'A curated selection of our most exceptional homes, each prepared with a hotel''s care and a private house''s calm.', null, 5),
('home', 'destination_image', 'image', 'Destination image', '', '/images/pages/home-destination.svg', 6),
('home', 'destination_title', 'text', 'Destination title', 'Saint Raphaël', null, 7),
('home', 'destination_description', 'text', 'Destination description', 'Between the red porphyry of the Estérel and the turquoise coves of the Mediterranean, Saint Raphaël keeps the Riviera''s original elegance: Belle Époque promenades, hidden beaches, fine harbours and three hundred days of sunshine a year.', null, 8),

-- Destination
('destination', 'hero_title', 'text', 'Hero title', 'Saint Raphaël', null, 1),
('destination', 'hero_description', 'text', 'Hero description', 'Where the red rocks of the Estérel meet the blue of the Mediterranean: the most unspoilt corner of the Côte d''Azur.', null, 2),
('destination', 'hero_image', 'image', 'Hero image', '', '/images/pages/destination-hero.svg', 3),
('destination', 'about_title', 'text', 'About title', 'The Riviera''s Best-Kept Secret', null, 4),
('destination', 'about_description', 'text', 'About description', 'Saint Raphaël has welcomed writers, painters and sailors since the Belle Époque. Today its thirty-six kilometres of coastline hide sandy beaches, secret calanques and five harbours, while the Estérel massif offers trails and viewpoints that glow crimson at sunset. Cannes and Saint-Tropez are within easy reach, yet life here keeps a gentler, more authentic rhythm.', null, 5),
('destination', 'destination_image', 'image', 'About image', '', '/images/pages/destination-about.svg', 6),
('destination', 'experiences_title', 'text', 'Experiences title', 'Local Experiences', null, 7),
('destination', 'experiences_description', 'text', 'Experiences description', 'The best of the coast, arranged by our concierge with the people who know it best.', null, 8),
('destination', 'beach_clubs_image', 'image', 'Beach clubs image', '', '/images/pages/beach-clubs.svg', 9),
('destination', 'beach_clubs_title', 'text', 'Beach clubs title', 'Beach Clubs', null, 10),
('destination', 'beach_clubs_description', 'text', 'Beach clubs description', 'Reserved sunbeds, long lunches with your feet in the sand and sunset aperitifs at the finest beach clubs from Agay to Pampelonne.', null, 11),
('destination', 'wine_tours_image', 'image', 'Wine tours image', '', '/images/pages/wine-tours.svg', 12),
('destination', 'wine_tours_title', 'text', 'Wine tours title', 'Wine Tours', null, 13),
('destination', 'wine_tours_description', 'text', 'Wine tours description', 'Private visits to the Côtes de Provence estates, with cellar tastings of crisp rosés and lunch among the vines.', null, 14),
('destination', 'yacht_charters_image', 'image', 'Yacht charters image', '', '/images/pages/yacht-charters.svg', 15),
('destination', 'yacht_charters_title', 'text', 'Yacht charters title', 'Yacht Charters', null, 16),
('destination', 'yacht_charters_description', 'text', 'Yacht charters description', 'Crewed day boats and yachts to the calanques of the Estérel, the Lérins islands or Saint-Tropez, with swimming stops in secluded coves.', null, 17),

-- Experience
('experience', 'hero_title', 'text', 'Hero title', 'Curated Riviera Experiences', null, 1),
('experience', 'hero_description', 'text', 'Hero description', 'From a chef in your kitchen to a sunrise hike above the sea, every moment of your stay can be shaped around you.', null, 2),
('experience', 'hero_image', 'image', 'Hero image', '', '/images/pages/experience-hero.svg', 3),
('experience', 'culinary_image', 'image', 'Culinary image', '', '/images/pages/culinary.svg', 4),
('experience', 'culinary_title', 'text', 'Culinary title', 'Culinary Journeys', null, 5),
('experience', 'culinary_description', 'text', 'Culinary description', 'Private chefs who cook with the morning''s market, olive-oil tastings in the hills and tables at the Riviera''s starred restaurants.', null, 6),
('experience', 'wellness_image', 'image', 'Wellness image', '', '/images/pages/wellness.svg', 7),
('experience', 'wellness_title', 'text', 'Wellness title', 'Wellness & Spa', null, 8),
('experience', 'wellness_description', 'text', 'Wellness description', 'Massages by the pool, yoga on the terrace at dawn and days of calm at the coast''s most beautiful spas.', null, 9),
('experience', 'adventure_image', 'image', 'Adventure image', '', '/images/pages/adventure.svg', 10),
('experience', 'adventure_title', 'text', 'Adventure title', 'Sea & Mountain Adventures', null, 11),
('experience', 'adventure_description', 'text', 'Adventure description', 'Sea kayaking beneath the red cliffs, diving among the wrecks of the Dramont and guided hikes through the Estérel massif.', null, 12),
('experience', 'culture_image', 'image', 'Culture image', '', '/images/pages/culture.svg', 13),
('experience', 'culture_title', 'text', 'Culture title', 'Art & Culture', null, 14),
('experience', 'culture_description', 'text', 'Culture description', 'The Picasso museum in Antibes, the Fondation Maeght in Saint-Paul-de-Vence and private visits to artists'' studios along the coast.', null, 15),
('experience', 'concierge_title', 'text', 'Concierge title', 'Your Personal Concierge', null, 16),
('experience', 'concierge_description', 'text', 'Concierge description', 'One dedicated contact before and during your stay for transfers, events, reservations and shopping, available every day of the week.', null, 17),
('experience', 'concierge_image', 'image', 'Concierge image', '', '/images/pages/concierge.svg', 18),

-- About
('about', 'hero_title', 'text', 'Hero title', 'About Riviera Villas', null, 1),
('about', 'hero_description', 'text', 'Hero description', 'A small collection of exceptional homes on the Côte d''Azur, cared for by people who live here.', null, 2),
('about', 'hero_image', 'image', 'Hero image', '', '/images/pages/about-hero.svg', 3),
('about', 'story_title', 'text', 'Story title', 'Our Story', null, 4),
('about', 'story_content', 'text', 'Story content', 'Riviera Villas began with a single house in Boulouris and a simple idea: that a holiday home should feel like it belongs to you. Over fifteen years we have grown into a collection of {villa_count} villas, from Saint Raphaël to Èze, each selected in person and looked after by our own team. We know every house, every neighbour and every hidden beach, and we put that knowledge at the service of our guests.', null, 5),
('about', 'story_image', 'image', 'Story image', '', '/images/pages/about-story.svg', 6),
('about', 'values_title', 'text', 'Values title', 'Our Values', null, 7),
('about', 'values_description', 'text', 'Values description', 'Three principles guide every stay we prepare.', null, 8),
('about', 'authenticity_title', 'text', 'Authenticity title', 'Authenticity', null, 9),
('about', 'authenticity_description', 'text', 'Authenticity description', 'Homes with a true sense of place, local artisans and the Riviera as those who live here know it.', null, 10),
('about', 'excellence_title', 'text', 'Excellence title', 'Excellence', null, 11),
('about', 'excellence_description', 'text', 'Excellence description', 'Impeccable houses, attentive service and every detail checked before you arrive.', null, 12),
('about', 'discretion_title', 'text', 'Discretion title', 'Discretion', null, 13),
('about', 'discretion_description', 'text', 'Discretion description', 'Your privacy is absolute: quiet service, private arrivals and no names ever shared.', null, 14),
('about', 'cta_title', 'text', 'Call to action title', 'Begin Your Riviera Story', null, 15),
('about', 'cta_description', 'text', 'Call to action description', 'Explore the collection or tell us about the stay you imagine; we will reply within 24 hours.', null, 16),

-- Villa detail pages
('villa-detail', 'area', 'text', 'The Area', 'The French Riviera unfolds around every one of our villas: sandy beaches and hidden coves, harbours where fishing boats moor beside yachts, Provençal markets, starred restaurants and the hills of the Estérel and the Alpes-Maritimes. Nice airport is within an hour, and our concierge can arrange transfers, boats and tables wherever you stay.', '/images/pages/area.svg', 1);

-- Stay rules ------------------------------------------------------------------------------------
-- Villa Estérel is let Saturday to Saturday, a week at least, in July and August (as its FAQ
-- promises); Villa Azur asks three nights at any time and two days' notice.
update public.seasonal_pricing
set min_nights = 7, arrival_weekdays = '{6}', departure_weekdays = '{6}'
where villa_id = 'a1000000-0000-4000-8000-000000000003'
  and season_name in ('High Season', 'Summer Peak');
update public.villas
set min_nights = 3, advance_notice_days = 2
where id = 'a1000000-0000-4000-8000-000000000001';

-- Changeover: Villa Estérel's Saturday-to-Saturday weeks follow each other on the same day.
update public.villas set changeover = 'same_day'
where id = 'a1000000-0000-4000-8000-000000000003';

-- The demo villas' photos (rows made from villas.images by the villa_photos trigger): room and caption.
update public.villa_photos p
set room = s.room::public.photo_room, caption = s.caption
from (values
  ('azur-1', 'exterior', 'The villa above the coves of Boulouris'),
  ('azur-2', 'living_room', 'The living room, open to the terrace'),
  ('azur-3', 'pool', 'The infinity pool'),
  ('azur-4', 'bedroom', 'The master suite'),
  ('les-pins-1', 'exterior', 'The house among the umbrella pines'),
  ('les-pins-2', 'terrace', 'The shaded terrace'),
  ('les-pins-3', 'pool', 'The pool'),
  ('les-pins-4', 'view', 'The view over the bay'),
  ('esterel-1', 'exterior', 'The villa against the red rocks of the Estérel'),
  ('esterel-2', 'living_room', 'The living room'),
  ('esterel-3', 'pool', 'The pool'),
  ('esterel-4', 'view', 'The view from the upper terrace'),
  ('belle-rive-1', 'exterior', 'The villa by the water'),
  ('belle-rive-2', 'terrace', 'The terrace at dusk'),
  ('belle-rive-3', 'pool', 'The pool'),
  ('belle-rive-4', 'bedroom', 'A guest bedroom'),
  ('mimosa-1', 'exterior', 'The villa among the mimosas'),
  ('mimosa-2', 'terrace', 'The terrace'),
  ('mimosa-3', 'pool', 'The pool'),
  ('mimosa-4', 'view', 'The view of the hills'),
  ('ciel-1', 'exterior', 'The villa on the heights'),
  ('ciel-2', 'terrace', 'The terrace'),
  ('ciel-3', 'pool', 'The pool'),
  ('ciel-4', 'bedroom', 'The master bedroom'),
  ('lumiere-1', 'exterior', 'The villa in the evening light'),
  ('lumiere-2', 'living_room', 'The living room'),
  ('lumiere-3', 'pool', 'The pool'),
  ('lumiere-4', 'view', 'The view at sunset')
) as s (slug, room, caption)
where p.url = '/images/villas/' || s.slug || '.svg';

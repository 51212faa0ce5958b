-- Demo content (architecture section 7): seven villas along the Riviera, three of them in
-- Saint Raphaël, with FAQs, reviews, seasonal prices, bookings in every status, blocked days,
-- enquiries, every page_content section and the site settings. Dates are relative to
-- current_date so the demo always looks current. No auth.users rows: the local stack creates
-- the demo admin, and on hosted Supabase accounts come from `npm run admin:create`.
-- Villa ids are fixed (a1000000-0000-4000-8000-00000000000N, N = 1..7 in the order below).
-- Every text a visitor reads is in English and in French (issue 22): the `_fr` columns beside the
-- English, written as a French house would write them (vous, ’ apostrophes, « guillemets », a
-- non-breaking space before : ; ! ? and inside "1 450 €", "150 m", "16 h"); the French of the
-- rows the migrations wrote (legal pages, site details) is set in the block at the end. Reviews
-- are not translated: each keeps the language its guest wrote it in (`language`).

-- Settings -------------------------------------------------------------------------------------
insert into public.site_settings (setting_key, setting_value)
values ('maintenance_mode', 'false'), ('maintenance_password', 'riviera2026')
on conflict (setting_key) do update set setting_value = excluded.setting_value;

-- Villas ---------------------------------------------------------------------------------------
insert into public.villas (
  id, name, location, description, price_per_night, max_guests, bedrooms, bathrooms, size_sqm,
  amenities, distances, description_fr, amenities_fr, distances_fr, images, is_active,
  created_at
)
values
(
  'a1000000-0000-4000-8000-000000000001',
  'Villa Azur',
  'Boulouris, Saint Raphaël',
  'A study in white stone and light, Villa Azur rises above the coves of Boulouris with an infinity pool that seems to pour straight into the Mediterranean. Floor-to-ceiling glass opens every living space onto wide teak terraces, where mornings begin with the sun lifting over the Île d''Or and evenings end beneath a sky washed in coral. Five serene suites, a chef''s kitchen and a private path down to the rocks make it a retreat for families and friends who want the sea as their only neighbour.',
  1450, 10, 5, 5, 380,
  array['Infinity pool', 'Sea view', 'Private sea access', 'Air conditioning', 'Wi-Fi', 'Chef''s kitchen', 'Outdoor dining terrace', 'Sun loungers', 'Parking for 3 cars', 'Linen changed twice a week'],
  'Beach: 150 m, Boulouris harbour: 600 m, Saint-Raphaël centre: 4 km, Golf de Valescure: 7 km, Nice airport: 60 km',
  'Tout de pierre blanche et de lumière, la Villa Azur domine les criques de Boulouris ; sa piscine à débordement semble se déverser dans la Méditerranée. De grandes baies vitrées ouvrent chaque pièce de vie sur de vastes terrasses en teck : le matin, le soleil se lève sur l’île d’Or ; le soir, le ciel se teinte de corail. Cinq suites tout en sérénité, une cuisine digne d’un chef et un sentier privé qui descend jusqu’aux rochers en font une retraite rare pour les familles et les amis qui ne veulent d’autre voisin que la mer.',
  array['Piscine à débordement', 'Vue mer', 'Accès privé à la mer', 'Climatisation', 'Wi-Fi', 'Cuisine de chef', 'Salle à manger extérieure', 'Bains de soleil', 'Stationnement pour 3 voitures', 'Linge changé deux fois par semaine'],
  'Plage : 150 m, Port de Boulouris : 600 m, Centre de Saint-Raphaël : 4 km, Golf de Valescure : 7 km, Aéroport de Nice : 60 km',
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
  'À l’ombre de pins parasols centenaires, bâtie dans une pierre provençale aux tons chauds, la Villa Les Pins incarne la Riviera des longs déjeuners et du chant des cigales. Tomettes, plafonds à poutres apparentes et chambres habillées de lin gardent la maison fraîche au cœur de l’été, tandis que la terrasse de la piscine embrasse la rade d’Agay jusqu’aux porphyres rouges de l’Estérel. La plage de sable et le petit port ne sont qu’à quelques pas.',
  array['Piscine chauffée', 'Jardin de pins', 'Vue sur la baie', 'Climatisation', 'Wi-Fi', 'Terrain de pétanque', 'Cuisine d’été', 'Barbecue', 'Stationnement pour 2 voitures'],
  'Plage : 400 m, Port d’Agay : 900 m, Centre de Saint-Raphaël : 9 km, Cannes : 30 km, Aéroport de Nice : 65 km',
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
  'En porte-à-faux au-dessus des falaises rouges du cap du Dramont, la Villa Estérel est un pavillon de verre contemporain où l’architecture s’efface devant le paysage. Six suites s’ouvrent sur la mer, le salon encadre l’île d’Or comme un tableau, et une piscine sculpturale court sur toute la longueur de la terrasse. Les sentiers du massif de l’Estérel partent du portail du jardin ; en contrebas, un mouillage privé attend l’annexe.',
  array['Piscine à débordement', 'Vue mer panoramique', 'Mouillage privé', 'Salle de cinéma', 'Salle de sport', 'Sauna', 'Climatisation', 'Wi-Fi', 'Borne de recharge pour voiture électrique', 'Service de conciergerie'],
  'Plage : 300 m, Port du Dramont : 1 km, Centre de Saint-Raphaël : 7 km, Golf de l’Estérel : 12 km, Aéroport de Nice : 62 km',
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
  'Demeure Belle Époque aux tons d’ocre tendre, la Villa Belle Rive accueille depuis plus d’un siècle écrivains, peintres et stars de cinéma au cap d’Antibes. Restaurée avec un soin rare, elle allie mosaïques d’origine et balcons en fer forgé à sept suites généreuses, un pavillon de piscine et une palmeraie qui descend jusqu’au sentier du phare de la Garoupe. Le cocktail au coucher du soleil, sur la terrasse à balustres, y est un rituel que bien peu d’adresses égalent.',
  array['Pavillon de piscine', 'Palmeraie', 'Vue mer', 'Chef privé sur demande', 'Cave à vin', 'Court de tennis', 'Climatisation', 'Wi-Fi', 'Logement du personnel', 'Parking fermé'],
  'Plage : 200 m, Plage de la Garoupe : 800 m, Vieil Antibes : 4 km, Cannes : 12 km, Aéroport de Nice : 25 km',
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
  'Au milieu des vignes de Ramatuelle, la Villa Mimosa est une bastide aux murs rosés, enveloppée d’oliviers, de lavande et, à la fin de l’hiver, de nuages de mimosa d’or. Ses cinq suites ouvrent sur des loggias ombragées, la piscine se niche entre les rangs de vigne, et les plages mythiques de Pampelonne sont à quelques minutes. La vie du village, les dégustations de rosé et l’effervescence du port de Saint-Tropez sont à portée de main.',
  array['Piscine au milieu des vignes', 'Oliveraie', 'Pool house', 'Cuisine d’été', 'Climatisation', 'Wi-Fi', 'Vélos', 'Aire de jeux pour enfants', 'Stationnement pour 4 voitures'],
  'Plage de Pampelonne : 2 km, Village de Ramatuelle : 1 500 m, Saint-Tropez : 9 km, Aéroport de Toulon-Hyères : 65 km, Aéroport de Nice : 100 km',
  array['/images/villas/mimosa-1.svg', '/images/villas/mimosa-2.svg', '/images/villas/mimosa-3.svg', '/images/villas/mimosa-4.svg'],
  true, now() - interval '30 days'
),
(
  'a1000000-0000-4000-8000-000000000006',
  'Villa Ciel',
  'Èze, Côte d''Azur',
  'Perched four hundred metres above the sea on the Moyenne Corniche, Villa Ciel looks out over Cap Ferrat and the whole sweep of the bay. Tiered terraces of stone and bougainvillea step down to a heated pool, and each of the four suites has its own balcony for watching the sun melt into the horizon. The medieval village of Èze, with its gardens and Michelin-starred tables, is a short walk away.',
  1650, 8, 4, 4, 290,
  array['Heated pool', 'Panoramic sea view', 'Terraced gardens', 'Jacuzzi', 'Air conditioning', 'Wi-Fi', 'Outdoor dining terrace', 'Wine fridge', 'Private parking'],
  'Èze village: 800 m, Èze-sur-Mer beach: 3 km, Monaco: 8 km, Nice: 12 km, Nice airport: 20 km',
  'Perchée à quatre cents mètres au-dessus de la mer, sur la Moyenne Corniche, la Villa Ciel embrasse du regard le cap Ferrat et toute la courbe de la baie. Des terrasses étagées de pierre et de bougainvilliers descendent jusqu’à une piscine chauffée, et chacune des quatre suites possède son propre balcon pour regarder le soleil se fondre dans l’horizon. Le village médiéval d’Èze, ses jardins et ses tables étoilées sont à quelques pas.',
  array['Piscine chauffée', 'Vue mer panoramique', 'Jardins en terrasses', 'Jacuzzi', 'Climatisation', 'Wi-Fi', 'Salle à manger extérieure', 'Cave à vin réfrigérée', 'Parking privé'],
  'Village d’Èze : 800 m, Plage d’Èze-sur-Mer : 3 km, Monaco : 8 km, Nice : 12 km, Aéroport de Nice : 20 km',
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
  'Sur les hauteurs de la Californie, la Villa Lumière est un joyau Art déco restauré pour le confort d’aujourd’hui : façades blanches tout en courbes, fenêtres en hublot et sols de terrazzo. De la terrasse de la piscine, le regard file par-dessus les yachts de la Croisette jusqu’aux îles de Lérins. Six suites, un bar à cocktails et une salle de projection : la maison se prête aussi bien à la quinzaine du Festival qu’à un été paisible en famille.',
  array['Piscine avec vue mer', 'Bar à cocktails', 'Salle de projection', 'Salle de sport', 'Climatisation', 'Wi-Fi', 'Ascenseur', 'Appartement du personnel', 'Chauffeur sur demande', 'Parking fermé'],
  'Plages de la Croisette : 1 800 m, Palais des Festivals : 2 500 m, Gare de Cannes : 2 km, Embarcadère des îles de Lérins : 3 km, Aéroport de Nice : 27 km',
  array['/images/villas/lumiere-1.svg', '/images/villas/lumiere-2.svg', '/images/villas/lumiere-3.svg', '/images/villas/lumiere-4.svg'],
  true, now() - interval '10 days'
);

-- Villa FAQs -----------------------------------------------------------------------------------
insert into public.villa_faqs (
  villa_id, question, answer, display_order, is_active, question_fr, answer_fr
)
values
('a1000000-0000-4000-8000-000000000001', 'What are the check-in and check-out times?', 'Check-in is from 4:00 PM and check-out is until 10:00 AM. Our villa manager meets every guest personally; earlier arrivals can often be arranged on request.', 1, true,
  'Quels sont les horaires d’arrivée et de départ ?',
  'L’arrivée se fait à partir de 16 h et le départ jusqu’à 10 h. Notre intendant accueille personnellement chacun de nos hôtes ; une arrivée plus matinale peut souvent être organisée sur simple demande.'),
('a1000000-0000-4000-8000-000000000001', 'Is the pool heated and safe for children?', 'The infinity pool is heated from April to October and has a certified safety alarm. A removable pool fence can be installed before your arrival at no extra cost.', 2, true,
  'La piscine est-elle chauffée et sécurisée pour les enfants ?',
  'La piscine à débordement est chauffée d’avril à octobre et dotée d’une alarme de sécurité homologuée. Une barrière amovible peut être installée avant votre arrivée, sans supplément.'),
('a1000000-0000-4000-8000-000000000001', 'How do we reach the sea?', 'A private stone path leads from the lower garden to the rocks and a small cove; the sandy beach of Boulouris is a three-minute walk.', 3, true,
  'Comment rejoint-on la mer ?',
  'Un sentier privé en pierre mène du jardin bas aux rochers et à une petite crique ; la plage de sable de Boulouris est à trois minutes à pied.'),
('a1000000-0000-4000-8000-000000000001', 'Is housekeeping included?', 'Fresh linen twice a week and a mid-stay pool service are included in the nightly rate. Daily housekeeping, two hours each day, can be added when you book.', 4, true,
  'Le ménage est-il compris ?',
  'Le changement du linge deux fois par semaine et l’entretien de la piscine en milieu de séjour sont compris dans le prix de la nuit. Le ménage quotidien, deux heures chaque jour, peut s’ajouter lors de votre réservation.'),

('a1000000-0000-4000-8000-000000000002', 'Is Villa Les Pins suitable for young children?', 'Very much so: the garden is fully enclosed, the pool has a shallow step area, and we supply cots, high chairs and a baby monitor on request.', 1, true,
  'La Villa Les Pins convient-elle aux jeunes enfants ?',
  'Tout à fait : le jardin est entièrement clos, la piscine dispose d’une plage immergée peu profonde, et nous mettons à votre disposition, sur demande, lits de bébé, chaises hautes et babyphone.'),
('a1000000-0000-4000-8000-000000000002', 'Can we walk to the beach and restaurants?', 'Yes. The sandy beach of Agay is a six-minute walk under the pines, and the harbour cafés and the bakery are just beyond it.', 2, true,
  'Peut-on rejoindre la plage et les restaurants à pied ?',
  'Oui. La plage de sable d’Agay est à six minutes à pied sous les pins ; les cafés du port et la boulangerie se trouvent juste au-delà.'),
('a1000000-0000-4000-8000-000000000002', 'Are pets welcome?', 'Well-behaved dogs are welcome with prior agreement. A cleaning supplement of €150 applies per stay.', 3, true,
  'Les animaux sont-ils acceptés ?',
  'Les chiens bien élevés sont les bienvenus, avec notre accord préalable. Un supplément ménage de 150 € par séjour s’applique alors.'),

('a1000000-0000-4000-8000-000000000003', 'Can the villa arrange a boat?', 'The private mooring below the villa can receive a tender, and our concierge will charter a day boat or a crewed yacht from Saint-Raphaël harbour.', 1, true,
  'La villa peut-elle organiser une sortie en mer ?',
  'Le mouillage privé, en contrebas de la villa, peut accueillir une annexe, et notre conciergerie affrète pour vous un bateau à la journée ou un yacht avec équipage depuis le port de Saint-Raphaël.'),
('a1000000-0000-4000-8000-000000000003', 'Is there a minimum stay?', 'Seven nights in July and August, Saturday to Saturday; no minimum for the rest of the year.', 2, true,
  'Y a-t-il une durée minimale de séjour ?',
  'Sept nuits en juillet et en août, du samedi au samedi ; aucun minimum le reste de l’année.'),
('a1000000-0000-4000-8000-000000000003', 'Is the villa accessible for guests with reduced mobility?', 'The main level, one suite and the pool terrace are step-free and linked by a glass lift. Please tell us your needs and we will prepare the house accordingly.', 3, true,
  'La villa est-elle accessible aux personnes à mobilité réduite ?',
  'Le niveau principal, une suite et la terrasse de la piscine sont de plain-pied et reliés par un ascenseur vitré. Faites-nous part de vos besoins : nous préparerons la maison en conséquence.'),

('a1000000-0000-4000-8000-000000000004', 'Which staff are included?', 'A house manager is included. Daily housekeeping can be added when you book, and a private chef, butler and chauffeur for part or all of your stay.', 1, true,
  'Quel personnel est compris ?',
  'Un intendant est compris. Le ménage quotidien peut s’ajouter lors de votre réservation, ainsi qu’un chef privé, un majordome et un chauffeur pour tout ou partie de votre séjour.'),
('a1000000-0000-4000-8000-000000000004', 'May we host a private event?', 'Small celebrations of up to 40 guests can be held on the garden terrace with prior approval; our events team will coordinate catering, music and flowers.', 2, true,
  'Pouvons-nous organiser une réception privée ?',
  'Les célébrations intimes, jusqu’à 40 invités, peuvent se tenir sur la terrasse du jardin avec notre accord préalable ; notre équipe événementielle coordonne alors traiteur, musique et fleurs.'),
('a1000000-0000-4000-8000-000000000004', 'Is the tennis court floodlit?', 'Yes. The clay court is lit until 10:00 PM, and rackets and balls are provided.', 3, true,
  'Le court de tennis est-il éclairé ?',
  'Oui. Le court en terre battue est éclairé jusqu’à 22 h ; raquettes et balles sont à votre disposition.'),

('a1000000-0000-4000-8000-000000000005', 'How far is Pampelonne beach?', 'About five minutes by car or fifteen by bicycle along the vineyard lanes. Sunbeds at the best beach clubs can be reserved through our concierge.', 1, true,
  'À quelle distance se trouve la plage de Pampelonne ?',
  'À cinq minutes environ en voiture, ou un quart d’heure à vélo par les chemins des vignes. Notre conciergerie vous réserve des transats dans les plus beaux clubs de plage.'),
('a1000000-0000-4000-8000-000000000005', 'Can we visit the neighbouring vineyard?', 'Yes. The estate next door offers our guests a private cellar tour and a tasting of its Côtes de Provence rosés.', 2, true,
  'Peut-on visiter le domaine viticole voisin ?',
  'Oui. Le domaine voisin réserve à nos hôtes une visite privée de ses chais et une dégustation de ses rosés, en appellation Côtes de Provence.'),
('a1000000-0000-4000-8000-000000000005', 'Is the pool heated?', 'The pool is solar and heat-pump heated from May to the end of September.', 3, true,
  'La piscine est-elle chauffée ?',
  'Oui, de mai à fin septembre, par panneaux solaires et pompe à chaleur.'),

('a1000000-0000-4000-8000-000000000006', 'Is a car necessary at Villa Ciel?', 'We recommend one for beach days, although Èze village is within walking distance and our chauffeur service covers Monaco and Nice.', 1, true,
  'Une voiture est-elle nécessaire à la Villa Ciel ?',
  'Nous la recommandons pour les journées de plage, même si le village d’Èze se rejoint à pied et que notre service de chauffeur dessert Monaco et Nice.'),
('a1000000-0000-4000-8000-000000000006', 'Are the terraces safe for children?', 'All terraces have glass balustrades at regulation height; the stairs between levels are steep, so younger children should be accompanied.', 2, true,
  'Les terrasses sont-elles sûres pour les enfants ?',
  'Toutes les terrasses sont bordées de garde-corps vitrés à hauteur réglementaire ; les escaliers entre les niveaux sont raides, et les plus jeunes doivent y être accompagnés.'),
('a1000000-0000-4000-8000-000000000006', 'Can you book restaurants in Èze and Monaco?', 'Of course. Our concierge holds long-standing relationships with the starred restaurants of Èze, Monaco and Cap Ferrat.', 3, true,
  'Pouvez-vous réserver des restaurants à Èze et à Monaco ?',
  'Bien sûr. Notre conciergerie entretient des liens de longue date avec les tables étoilées d’Èze, de Monaco et du cap Ferrat.'),

('a1000000-0000-4000-8000-000000000007', 'Is the villa available during the Cannes Film Festival?', 'Yes, with a minimum stay of ten nights during the festival; rates and services for that fortnight are quoted on request.', 1, true,
  'La villa est-elle disponible pendant le Festival de Cannes ?',
  'Oui, pour un séjour de dix nuits au moins pendant le Festival ; tarifs et services pour cette quinzaine sur demande.'),
('a1000000-0000-4000-8000-000000000007', 'How far is the Croisette?', 'About six minutes by car. A chauffeured car can be placed at your disposal for evenings in town.', 2, true,
  'À quelle distance se trouve la Croisette ?',
  'À six minutes environ en voiture. Une voiture avec chauffeur peut être mise à votre disposition pour vos soirées en ville.'),
('a1000000-0000-4000-8000-000000000007', 'Is there a lift?', 'A lift serves all three floors, from the garage to the roof terrace.', 3, true,
  'La villa dispose-t-elle d’un ascenseur ?',
  'Oui : un ascenseur dessert les trois niveaux, du garage au toit-terrasse.'),
('a1000000-0000-4000-8000-000000000007', 'Do you allow parties?', 'Gatherings beyond the registered guests are not permitted without the owner''s written consent.', 4, false,
  'Les fêtes sont-elles autorisées ?',
  'Aucun rassemblement au-delà des hôtes déclarés n’est autorisé sans l’accord écrit du propriétaire.');

-- Villa reviews --------------------------------------------------------------------------------
-- Rating out of 5 and the month of the stay (so many months before this one); each review was
-- published a few days after the end of that month. Two are linked to a finished confirmed
-- booking below ("Verified stay").
insert into public.villa_reviews (
  villa_id, guest_name, guest_location, review_text, display_order, is_active, rating,
  stay_month, published_on, language
)
select r.villa_id::uuid, r.guest_name, r.guest_location, r.review_text, r.display_order,
  r.is_active, r.rating,
  (date_trunc('month', current_date) - make_interval(months => r.months_ago))::date,
  least(current_date,
        (date_trunc('month', current_date) - make_interval(months => r.months_ago - 1))::date + 6),
  r.language::public.site_language
from (values
('a1000000-0000-4000-8000-000000000001', 'Charlotte & James Whitmore', 'London, United Kingdom', 'We woke every morning to the sea glittering beyond the pool. The villa is even more beautiful than the photographs, and the team thought of everything before we did.', 1, true, 5, 2, 'en'),
('a1000000-0000-4000-8000-000000000001', 'Famille Durand', 'Lyon, France', 'Un séjour parfait en famille : la villa est lumineuse, impeccablement tenue, et la petite crique en contrebas a fait le bonheur des enfants. Nous reviendrons sans hésiter.', 2, true, 5, 14, 'fr'),
('a1000000-0000-4000-8000-000000000001', 'Michael Rosen', 'New York, USA', 'Calm, elegant and perfectly located. The private chef dinner on the terrace was the highlight of our year.', 3, true, 5, 9, 'en'),
('a1000000-0000-4000-8000-000000000002', 'Sofia Bianchi', 'Milan, Italy', 'The charm of an old Provençal house with all the comfort you could wish for. Long lunches under the pines, then a walk down to the beach: pure happiness.', 1, true, 5, 3, 'en'),
('a1000000-0000-4000-8000-000000000002', 'The Andersson family', 'Stockholm, Sweden', 'Our children played boules every evening and did not want to leave. Quiet, beautiful and so close to Agay.', 2, true, 4, 11, 'en'),
('a1000000-0000-4000-8000-000000000002', 'Hélène Marchand', 'Paris, France', 'Une maison pleine d’âme, une piscine délicieuse et un accueil d’une grande gentillesse. Nous reviendrons.', 3, true, 5, 15, 'fr'),
('a1000000-0000-4000-8000-000000000003', 'David & Priya Kapoor', 'Singapore', 'Architecture that makes you hold your breath. Watching the sunset from the pool with the red rocks glowing was unforgettable.', 1, true, 5, 7, 'en'),
('a1000000-0000-4000-8000-000000000003', 'Thomas Keller', 'Zurich, Switzerland', 'Superb house, flawless service. The concierge organised a boat to the calanques of the Estérel on a day''s notice.', 2, true, 5, 13, 'en'),
('a1000000-0000-4000-8000-000000000003', 'Laura Martín', 'Madrid, Spain', 'Modern, spacious and peaceful, with the sea at the foot of the garden. Ideal for our family reunion of twelve.', 3, true, 4, 4, 'en'),
('a1000000-0000-4000-8000-000000000004', 'Lord & Lady Ashcombe', 'Wiltshire, United Kingdom', 'A house with a soul and a history, run with quiet perfection. The garden walk to La Garoupe at dawn is something we will never forget.', 1, true, 5, 10, 'en'),
('a1000000-0000-4000-8000-000000000004', 'Isabella Rossi', 'Rome, Italy', 'We celebrated our anniversary here with twenty friends. The team made the evening magical, down to the last candle.', 2, true, 5, 2, 'en'),
('a1000000-0000-4000-8000-000000000004', 'Jean-Marc Fabre', 'Geneva, Switzerland', 'Élégance, discrétion et un service irréprochable. La plus belle villa du Cap.', 3, true, 5, 16, 'fr'),
('a1000000-0000-4000-8000-000000000005', 'Emma & Lucas Meyer', 'Munich, Germany', 'Waking up among the vines with the scent of mimosa in the air: the most relaxing holiday we have had in years.', 1, true, 5, 3, 'en'),
('a1000000-0000-4000-8000-000000000005', 'Olivia Grant', 'Sydney, Australia', 'Close enough to Saint-Tropez for the glamour, far enough for total peace. The wine tasting next door was a treat.', 2, true, 4, 8, 'en'),
('a1000000-0000-4000-8000-000000000005', 'Famille Lefèvre', 'Bordeaux, France', 'Une bastide magnifique, une piscine au milieu des vignes et des enfants ravis. Tout était parfait !', 3, true, 5, 14, 'fr'),
('a1000000-0000-4000-8000-000000000006', 'Nadia Haddad', 'Dubai, UAE', 'The view is simply the best on the Riviera. Every sunset felt like a private performance.', 1, true, 5, 2, 'en'),
('a1000000-0000-4000-8000-000000000006', 'Robert & Anne Clarke', 'Toronto, Canada', 'We loved walking up to Èze village for dinner and coming home to the jacuzzi under the stars.', 2, true, 4, 12, 'en'),
('a1000000-0000-4000-8000-000000000006', 'Marco Conti', 'Monaco', 'A hidden gem minutes from Monaco. Impeccable taste, wonderful terraces, discreet and attentive service.', 3, true, 5, 5, 'en'),
('a1000000-0000-4000-8000-000000000007', 'Alexandra Novak', 'Prague, Czech Republic', 'Pure Art Deco glamour with a view of the Lérins islands. Perfect base for the festival, and wonderfully calm afterwards.', 1, true, 5, 4, 'en'),
('a1000000-0000-4000-8000-000000000007', 'William & Grace Turner', 'Boston, USA', 'The cocktail bar and screening room made our evenings; the pool made our days. Flawless from start to finish.', 2, true, 5, 9, 'en'),
('a1000000-0000-4000-8000-000000000007', 'Camille Bernard', 'Cannes, France', 'Une villa d’exception, restaurée avec un goût rare. Le personnel est aux petits soins.', 3, true, 5, 15, 'fr'),
('a1000000-0000-4000-8000-000000000007', 'Anonymous guest', 'Unknown', 'Draft review awaiting approval.', 4, false, null, 1, 'en')
) as r (villa_id, guest_name, guest_location, review_text, display_order, is_active, rating,
        months_ago, language);

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
insert into public.villa_charges (
  villa_id, name, description, amount, unit, is_optional, display_order, name_fr, description_fr
)
select v.id, e.name, e.description, e.amount, e.unit::public.charge_unit, true, e.display_order,
  e.name_fr, e.description_fr
from public.villas v
cross join (
  values
    ('Early check-in', 'The villa ready from 11:00 on your arrival day', 150, 'per_stay', 1,
      'Arrivée anticipée', 'La villa prête dès 11 h le jour de votre arrivée'),
    ('Airport transfer', 'A private car from Nice airport to the villa, up to 7 guests', 180, 'per_stay', 2,
      'Transfert depuis l’aéroport', 'Une voiture privée de l’aéroport de Nice à la villa, pour 7 personnes au plus'),
    ('Private chef''s dinner', 'A four-course dinner cooked at the villa, per guest', 95, 'per_guest', 3,
      'Dîner d’un chef privé', 'Un dîner en quatre services préparé à la villa, par convive'),
    ('Daily housekeeping', 'Two hours of housekeeping every day of the stay', 60, 'per_night', 4,
      'Ménage quotidien', 'Deux heures de ménage chaque jour du séjour')
) as e (name, description, amount, unit, display_order, name_fr, description_fr);

-- Seasonal prices ------------------------------------------------------------------------------
-- For last year, this year and next: seasons that overlap on purpose, the higher priority winning
-- (Summer Peak inside High Season, New Year inside Christmas inside Low Season), plus one
-- inactive season that must be ignored.
insert into public.seasonal_pricing (
  villa_id, season_name, season_name_fr, start_date, end_date, price_per_night, priority, is_active
)
select
  v.id,
  s.season_name,
  s.season_name_fr,
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
    ('Low Season', 'Basse saison', 0, 11, 1, 1, 3, 31, 0.80, 1, true),
    ('Christmas Holiday', 'Fêtes de Noël', 0, 12, 20, 1, 1, 3, 1.40, 2, true),
    ('New Year', 'Nouvel An', 0, 12, 30, 1, 1, 2, 1.80, 3, true),
    ('Easter Holiday', 'Vacances de Pâques', 0, 4, 1, 0, 4, 20, 1.10, 1, true),
    ('High Season', 'Haute saison', 0, 7, 1, 0, 8, 31, 1.30, 1, true),
    ('Summer Peak', 'Cœur de l’été', 0, 7, 14, 0, 8, 20, 1.50, 2, true),
    ('Autumn Special', 'Douceur d’automne', 0, 10, 1, 0, 10, 31, 0.70, 1, false)
) as s (
  season_name, season_name_fr, start_year_offset, start_month, start_day, end_year_offset, end_month, end_day,
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
  page_slug, section_key, content_type, title, content, image_url, display_order, title_fr,
  content_fr
)
values
-- Home
('home', 'hero_title', 'text', 'Hero title', 'Luxury Villa Rentals on the French Riviera', null, 1,
  'Titre principal', 'Location de villas de luxe sur la Côte d’Azur'),
('home', 'hero_description', 'text', 'Hero description', 'Private villas above the Mediterranean, from the red rocks of the Estérel to the hills of Cannes and Èze, each one chosen for its light, its views and its quiet sense of place.', null, 2,
  'Texte principal', 'Des villas privées face à la Méditerranée, des roches rouges de l’Estérel aux collines de Cannes et d’Èze, choisies une à une pour leur lumière, leurs vues et leur charme discret.'),
('home', 'hero_image', 'image', 'Hero image', '', '/images/pages/home-hero.svg', 3,
  'Image principale', null),
('home', 'featured_title', 'text', 'Featured title', 'Our Collection', null, 4,
  'Titre de la sélection', 'Notre collection'),
('home', 'featured_description', 'text', 'Featured description', 'A curated selection of our most exceptional homes, each prepared with a hotel''s care and a private house''s calm.', null, 5,
  'Texte de la sélection', 'Une sélection de nos demeures les plus remarquables, préparées avec le soin d’un grand hôtel et le calme d’une maison privée.'),
('home', 'destination_image', 'image', 'Destination image', '', '/images/pages/home-destination.svg', 6,
  'Image de la destination', null),
('home', 'destination_title', 'text', 'Destination title', 'Saint Raphaël', null, 7,
  'Titre de la destination', 'Saint-Raphaël'),
('home', 'destination_description', 'text', 'Destination description', 'Between the red porphyry of the Estérel and the turquoise coves of the Mediterranean, Saint Raphaël keeps the Riviera''s original elegance: Belle Époque promenades, hidden beaches, fine harbours and three hundred days of sunshine a year.', null, 8,
  'Texte de la destination', 'Entre le porphyre rouge de l’Estérel et les criques turquoise de la Méditerranée, Saint-Raphaël a gardé l’élégance première de la Riviera : promenades Belle Époque, plages secrètes, jolis ports et trois cents jours de soleil par an.'),

-- Destination
('destination', 'hero_title', 'text', 'Hero title', 'Saint Raphaël', null, 1,
  'Titre principal', 'Saint-Raphaël'),
('destination', 'hero_description', 'text', 'Hero description', 'Where the red rocks of the Estérel meet the blue of the Mediterranean: the most unspoilt corner of the Côte d''Azur.', null, 2,
  'Texte principal', 'Là où les roches rouges de l’Estérel rencontrent le bleu de la Méditerranée : le coin le plus préservé de la Côte d’Azur.'),
('destination', 'hero_image', 'image', 'Hero image', '', '/images/pages/destination-hero.svg', 3,
  'Image principale', null),
('destination', 'about_title', 'text', 'About title', 'The Riviera''s Best-Kept Secret', null, 4,
  'Titre de la présentation', 'Le secret le mieux gardé de la Riviera'),
('destination', 'about_description', 'text', 'About description', 'Saint Raphaël has welcomed writers, painters and sailors since the Belle Époque. Today its thirty-six kilometres of coastline hide sandy beaches, secret calanques and five harbours, while the Estérel massif offers trails and viewpoints that glow crimson at sunset. Cannes and Saint-Tropez are within easy reach, yet life here keeps a gentler, more authentic rhythm.', null, 5,
  'Texte de la présentation', 'Depuis la Belle Époque, Saint-Raphaël accueille écrivains, peintres et navigateurs. Ses trente-six kilomètres de littoral cachent aujourd’hui des plages de sable, des calanques secrètes et cinq ports, tandis que le massif de l’Estérel offre sentiers et belvédères qui s’embrasent de pourpre au couchant. Cannes et Saint-Tropez sont toutes proches, et pourtant la vie garde ici un rythme plus doux, plus authentique.'),
('destination', 'destination_image', 'image', 'About image', '', '/images/pages/destination-about.svg', 6,
  'Image de la présentation', null),
('destination', 'experiences_title', 'text', 'Experiences title', 'Local Experiences', null, 7,
  'Titre des expériences', 'À vivre sur place'),
('destination', 'experiences_description', 'text', 'Experiences description', 'The best of the coast, arranged by our concierge with the people who know it best.', null, 8,
  'Texte des expériences', 'Le meilleur de la côte, organisé par notre conciergerie avec ceux qui la connaissent le mieux.'),
('destination', 'beach_clubs_image', 'image', 'Beach clubs image', '', '/images/pages/beach-clubs.svg', 9,
  'Image des clubs de plage', null),
('destination', 'beach_clubs_title', 'text', 'Beach clubs title', 'Beach Clubs', null, 10,
  'Titre des clubs de plage', 'Clubs de plage'),
('destination', 'beach_clubs_description', 'text', 'Beach clubs description', 'Reserved sunbeds, long lunches with your feet in the sand and sunset aperitifs at the finest beach clubs from Agay to Pampelonne.', null, 11,
  'Texte des clubs de plage', 'Transats réservés, longs déjeuners les pieds dans le sable et apéritifs au coucher du soleil dans les plus beaux clubs de plage, d’Agay à Pampelonne.'),
('destination', 'wine_tours_image', 'image', 'Wine tours image', '', '/images/pages/wine-tours.svg', 12,
  'Image des escapades viticoles', null),
('destination', 'wine_tours_title', 'text', 'Wine tours title', 'Wine Tours', null, 13,
  'Titre des escapades viticoles', 'Escapades viticoles'),
('destination', 'wine_tours_description', 'text', 'Wine tours description', 'Private visits to the Côtes de Provence estates, with cellar tastings of crisp rosés and lunch among the vines.', null, 14,
  'Texte des escapades viticoles', 'Visites privées de domaines des Côtes de Provence, dégustation de rosés frais au chai et déjeuner au milieu des vignes.'),
('destination', 'yacht_charters_image', 'image', 'Yacht charters image', '', '/images/pages/yacht-charters.svg', 15,
  'Image des croisières en yacht', null),
('destination', 'yacht_charters_title', 'text', 'Yacht charters title', 'Yacht Charters', null, 16,
  'Titre des croisières en yacht', 'Croisières en yacht'),
('destination', 'yacht_charters_description', 'text', 'Yacht charters description', 'Crewed day boats and yachts to the calanques of the Estérel, the Lérins islands or Saint-Tropez, with swimming stops in secluded coves.', null, 17,
  'Texte des croisières en yacht', 'Bateaux à la journée et yachts avec équipage vers les calanques de l’Estérel, les îles de Lérins ou Saint-Tropez, avec des haltes baignade dans des criques retirées.'),

-- Experience
('experience', 'hero_title', 'text', 'Hero title', 'Curated Riviera Experiences', null, 1,
  'Titre principal', 'La Riviera sur mesure'),
('experience', 'hero_description', 'text', 'Hero description', 'From a chef in your kitchen to a sunrise hike above the sea, every moment of your stay can be shaped around you.', null, 2,
  'Texte principal', 'D’un chef dans votre cuisine à une randonnée au lever du soleil au-dessus de la mer, chaque moment de votre séjour se dessine autour de vous.'),
('experience', 'hero_image', 'image', 'Hero image', '', '/images/pages/experience-hero.svg', 3,
  'Image principale', null),
('experience', 'culinary_image', 'image', 'Culinary image', '', '/images/pages/culinary.svg', 4,
  'Image de la gastronomie', null),
('experience', 'culinary_title', 'text', 'Culinary title', 'Culinary Journeys', null, 5,
  'Titre de la gastronomie', 'Escapades gourmandes'),
('experience', 'culinary_description', 'text', 'Culinary description', 'Private chefs who cook with the morning''s market, olive-oil tastings in the hills and tables at the Riviera''s starred restaurants.', null, 6,
  'Texte de la gastronomie', 'Des chefs privés qui cuisinent le marché du matin, des dégustations d’huile d’olive dans les collines et les grandes tables étoilées de la Riviera.'),
('experience', 'wellness_image', 'image', 'Wellness image', '', '/images/pages/wellness.svg', 7,
  'Image du bien-être', null),
('experience', 'wellness_title', 'text', 'Wellness title', 'Wellness & Spa', null, 8,
  'Titre du bien-être', 'Bien-être et spa'),
('experience', 'wellness_description', 'text', 'Wellness description', 'Massages by the pool, yoga on the terrace at dawn and days of calm at the coast''s most beautiful spas.', null, 9,
  'Texte du bien-être', 'Massages au bord de la piscine, yoga sur la terrasse à l’aube et journées de quiétude dans les plus beaux spas de la côte.'),
('experience', 'adventure_image', 'image', 'Adventure image', '', '/images/pages/adventure.svg', 10,
  'Image des aventures', null),
('experience', 'adventure_title', 'text', 'Adventure title', 'Sea & Mountain Adventures', null, 11,
  'Titre des aventures', 'Entre mer et montagne'),
('experience', 'adventure_description', 'text', 'Adventure description', 'Sea kayaking beneath the red cliffs, diving among the wrecks of the Dramont and guided hikes through the Estérel massif.', null, 12,
  'Texte des aventures', 'Kayak de mer au pied des falaises rouges, plongée parmi les épaves du Dramont et randonnées accompagnées dans le massif de l’Estérel.'),
('experience', 'culture_image', 'image', 'Culture image', '', '/images/pages/culture.svg', 13,
  'Image de la culture', null),
('experience', 'culture_title', 'text', 'Culture title', 'Art & Culture', null, 14,
  'Titre de la culture', 'Art et culture'),
('experience', 'culture_description', 'text', 'Culture description', 'The Picasso museum in Antibes, the Fondation Maeght in Saint-Paul-de-Vence and private visits to artists'' studios along the coast.', null, 15,
  'Texte de la culture', 'Le musée Picasso d’Antibes, la Fondation Maeght à Saint-Paul-de-Vence et des visites privées d’ateliers d’artistes tout au long de la côte.'),
('experience', 'concierge_title', 'text', 'Concierge title', 'Your Personal Concierge', null, 16,
  'Titre de la conciergerie', 'Votre concierge personnel'),
('experience', 'concierge_description', 'text', 'Concierge description', 'One dedicated contact before and during your stay for transfers, events, reservations and shopping, available every day of the week.', null, 17,
  'Texte de la conciergerie', 'Un interlocuteur unique, avant et pendant votre séjour, pour vos transferts, vos événements, vos réservations et vos achats, sept jours sur sept.'),
('experience', 'concierge_image', 'image', 'Concierge image', '', '/images/pages/concierge.svg', 18,
  'Image de la conciergerie', null),

-- About
('about', 'hero_title', 'text', 'Hero title', 'About Riviera Villas', null, 1,
  'Titre principal', 'La maison Riviera Villas'),
('about', 'hero_description', 'text', 'Hero description', 'A small collection of exceptional homes on the Côte d''Azur, cared for by people who live here.', null, 2,
  'Texte principal', 'Une collection confidentielle de demeures d’exception sur la Côte d’Azur, entretenues par une équipe qui y vit.'),
('about', 'hero_image', 'image', 'Hero image', '', '/images/pages/about-hero.svg', 3,
  'Image principale', null),
('about', 'story_title', 'text', 'Story title', 'Our Story', null, 4,
  'Titre de l’histoire', 'Notre histoire'),
('about', 'story_content', 'text', 'Story content', 'Riviera Villas began with a single house in Boulouris and a simple idea: that a holiday home should feel like it belongs to you. Over fifteen years we have grown into a collection of {villa_count} villas, from Saint Raphaël to Èze, each selected in person and looked after by our own team. We know every house, every neighbour and every hidden beach, and we put that knowledge at the service of our guests.', null, 5,
  'Texte de l’histoire', 'Riviera Villas est née d’une seule maison, à Boulouris, et d’une idée simple : une maison de vacances doit vous donner le sentiment d’être chez vous. En quinze ans, elle est devenue une collection de {villa_count} villas, de Saint-Raphaël à Èze, toutes choisies en personne et entretenues par notre propre équipe. Nous connaissons chaque maison, chaque voisin et chaque plage cachée, et nous mettons ce savoir au service de nos hôtes.'),
('about', 'story_image', 'image', 'Story image', '', '/images/pages/about-story.svg', 6,
  'Image de l’histoire', null),
('about', 'values_title', 'text', 'Values title', 'Our Values', null, 7,
  'Titre des valeurs', 'Nos valeurs'),
('about', 'values_description', 'text', 'Values description', 'Three principles guide every stay we prepare.', null, 8,
  'Texte des valeurs', 'Trois principes guident chacun des séjours que nous préparons.'),
('about', 'authenticity_title', 'text', 'Authenticity title', 'Authenticity', null, 9,
  'Titre « Authenticité »', 'Authenticité'),
('about', 'authenticity_description', 'text', 'Authenticity description', 'Homes with a true sense of place, local artisans and the Riviera as those who live here know it.', null, 10,
  'Texte « Authenticité »', 'Des maisons ancrées dans leur paysage, des artisans d’ici et la Riviera telle que la connaissent ceux qui y vivent.'),
('about', 'excellence_title', 'text', 'Excellence title', 'Excellence', null, 11,
  'Titre « Excellence »', 'Excellence'),
('about', 'excellence_description', 'text', 'Excellence description', 'Impeccable houses, attentive service and every detail checked before you arrive.', null, 12,
  'Texte « Excellence »', 'Des maisons impeccables, un service attentif et chaque détail vérifié avant votre arrivée.'),
('about', 'discretion_title', 'text', 'Discretion title', 'Discretion', null, 13,
  'Titre « Discrétion »', 'Discrétion'),
('about', 'discretion_description', 'text', 'Discretion description', 'Your privacy is absolute: quiet service, private arrivals and no names ever shared.', null, 14,
  'Texte « Discrétion »', 'Votre intimité est absolue : un service tout en retenue, des arrivées en toute confidentialité, et jamais un nom divulgué.'),
('about', 'cta_title', 'text', 'Call to action title', 'Begin Your Riviera Story', null, 15,
  'Titre de l’invitation', 'Écrivez votre histoire sur la Riviera'),
('about', 'cta_description', 'text', 'Call to action description', 'Explore the collection or tell us about the stay you imagine; we will reply within 24 hours.', null, 16,
  'Texte de l’invitation', 'Découvrez la collection ou confiez-nous le séjour dont vous rêvez : nous vous répondons sous 24 heures.'),

-- Villa detail pages
('villa-detail', 'area', 'text', 'The Area', 'The French Riviera unfolds around every one of our villas: sandy beaches and hidden coves, harbours where fishing boats moor beside yachts, Provençal markets, starred restaurants and the hills of the Estérel and the Alpes-Maritimes. Nice airport is within an hour, and our concierge can arrange transfers, boats and tables wherever you stay.', '/images/pages/area.svg', 1,
  'Les environs', 'Autour de chacune de nos villas se déploie la Côte d’Azur : plages de sable et criques secrètes, ports où les pointus côtoient les yachts, marchés provençaux, tables étoilées, collines de l’Estérel et des Alpes-Maritimes. L’aéroport de Nice est à moins d’une heure, et notre conciergerie organise transferts, bateaux et tables, où que vous séjourniez.');

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
set room = s.room::public.photo_room, caption = s.caption, caption_fr = s.caption_fr
from (values
  ('azur-1', 'exterior', 'The villa above the coves of Boulouris', 'La villa au-dessus des criques de Boulouris'),
  ('azur-2', 'living_room', 'The living room, open to the terrace', 'Le salon, ouvert sur la terrasse'),
  ('azur-3', 'pool', 'The infinity pool', 'La piscine à débordement'),
  ('azur-4', 'bedroom', 'The master suite', 'La suite parentale'),
  ('les-pins-1', 'exterior', 'The house among the umbrella pines', 'La maison parmi les pins parasols'),
  ('les-pins-2', 'terrace', 'The shaded terrace', 'La terrasse ombragée'),
  ('les-pins-3', 'pool', 'The pool', 'La piscine'),
  ('les-pins-4', 'view', 'The view over the bay', 'La vue sur la baie'),
  ('esterel-1', 'exterior', 'The villa against the red rocks of the Estérel', 'La villa devant les roches rouges de l’Estérel'),
  ('esterel-2', 'living_room', 'The living room', 'Le salon'),
  ('esterel-3', 'pool', 'The pool', 'La piscine'),
  ('esterel-4', 'view', 'The view from the upper terrace', 'La vue depuis la terrasse haute'),
  ('belle-rive-1', 'exterior', 'The villa by the water', 'La villa au bord de l’eau'),
  ('belle-rive-2', 'terrace', 'The terrace at dusk', 'La terrasse à la tombée du jour'),
  ('belle-rive-3', 'pool', 'The pool', 'La piscine'),
  ('belle-rive-4', 'bedroom', 'A guest bedroom', 'Une chambre d’amis'),
  ('mimosa-1', 'exterior', 'The villa among the mimosas', 'La villa parmi les mimosas'),
  ('mimosa-2', 'terrace', 'The terrace', 'La terrasse'),
  ('mimosa-3', 'pool', 'The pool', 'La piscine'),
  ('mimosa-4', 'view', 'The view of the hills', 'La vue sur les collines'),
  ('ciel-1', 'exterior', 'The villa on the heights', 'La villa sur les hauteurs'),
  ('ciel-2', 'terrace', 'The terrace', 'La terrasse'),
  ('ciel-3', 'pool', 'The pool', 'La piscine'),
  ('ciel-4', 'bedroom', 'The master bedroom', 'La chambre principale'),
  ('lumiere-1', 'exterior', 'The villa in the evening light', 'La villa dans la lumière du soir'),
  ('lumiere-2', 'living_room', 'The living room', 'Le salon'),
  ('lumiere-3', 'pool', 'The pool', 'La piscine'),
  ('lumiere-4', 'view', 'The view at sunset', 'La vue au coucher du soleil')
) as s (slug, room, caption, caption_fr)
where p.url = '/images/villas/' || s.slug || '.svg';

-- In French (issue 22) -------------------------------------------------------------------------
-- The rows above carry their French beside the English. The legal pages, the reviews statement
-- and the site details come from the migrations: their French is set here. The French Terms of
-- Booking, Legal Notice and Privacy Notice are the reference versions (Toubon law): proper French
-- legal text with the same {{tokens}}, each on the same line as in the English, so a line naming
-- an identity item not filled yet is left out in both languages.
update public.page_content p
set title_fr = s.title_fr, content_fr = s.content_fr
from (values
('legal-notice', 'intro', 'Mentions légales',
'Identité de l’éditeur et de l’hébergeur du présent site, conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN).'),
('legal-notice', 'last_updated', 'Dernière mise à jour',
'26 novembre 2026'),
('legal-notice', 'publisher', 'Éditeur du site',
'{{company_name}}
Forme juridique : {{legal_form}}.
Capital social : {{share_capital}}.
Siège social : {{registered_office}}.
Immatriculation : RCS {{rcs_city}} {{rcs_number}}.
Numéro de TVA intracommunautaire : {{vat_number}}.

Notre adresse électronique et notre numéro de téléphone figurent au bas de cette page.'),
('legal-notice', 'director', 'Directeur de la publication',
'{{publication_director}}, en qualité de représentant légal de {{company_name}}.'),
('legal-notice', 'hosting', 'Hébergement',
'Base de données, connexion du personnel et stockage des images : Supabase Pte. Ltd., Singapour (supabase.com), sur des serveurs situés dans l’Union européenne.

Pages du site : {{host_name}}
{{host_address}}
Téléphone : {{host_phone}}'),
('legal-notice', 'intellectual_property', 'Propriété intellectuelle',
'Les textes, photographies, illustrations, logo et éléments graphiques du présent site appartiennent à Riviera Villas ou aux propriétaires des villas et sont protégés par le Code de la propriété intellectuelle. Toute reproduction ou utilisation, totale ou partielle, sans notre autorisation écrite est interdite.'),
('legal-notice', 'liability', 'Responsabilité',
'Nous veillons à l’exactitude et à l’actualité des informations publiées sur ce site ; les descriptions, photographies et prix sont toutefois donnés à titre indicatif et peuvent évoluer : seule notre confirmation écrite de réservation nous engage. Nous ne sommes pas responsables du contenu des sites tiers vers lesquels renvoient nos liens.'),
('legal-notice', 'personal_data', 'Données personnelles',
'La manière dont nous collectons et utilisons vos données personnelles, ainsi que vos droits, sont exposés dans notre Politique de confidentialité. Ce site ne dépose aucun cookie publicitaire ni de mesure d’audience.'),
('legal-notice', 'mediation', 'Médiation de la consommation',
'Conformément à l’article L612-1 du Code de la consommation, si un litige n’a pu être réglé avec notre équipe à la suite d’une réclamation écrite, vous pouvez le soumettre gratuitement au médiateur de la consommation dont nous relevons :

{{mediator_name}}
{{mediator_address}}
{{mediator_website}}'),
('privacy', 'intro', 'Politique de confidentialité',
'Comment Riviera Villas collecte et utilise vos données personnelles lorsque vous consultez ce site, nous adressez une demande ou séjournez dans l’une de nos villas, combien de temps nous les conservons, et les droits que vous tenez du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.'),
('privacy', 'last_updated', 'Dernière mise à jour',
'26 novembre 2026'),
('privacy', 'controller', '1. Responsable du traitement',
'Le responsable du traitement est {{company_name}}, dont les coordonnées figurent dans nos Mentions légales. Pour toute question relative à vos données, ou pour exercer vos droits, écrivez-nous à l’adresse électronique indiquée au bas de cette page. Nous vous répondons dans un délai d’un mois.'),
('privacy', 'data_collected', '2. Données collectées',
'Lorsque vous envoyez une demande de réservation : vos nom et adresse électronique, votre numéro de téléphone (facultatif), la villa, vos dates, le nombre de voyageurs et vos éventuelles demandes particulières.

Lorsque vous nous adressez une demande d’information ou une demande à la conciergerie : vos nom et adresse électronique, votre numéro de téléphone (facultatif) et votre message.

Lorsque vous séjournez chez nous : ce qui nous est nécessaire pour préparer et assurer votre séjour, comme vos horaires d’arrivée, le nom des voyageurs lorsque la loi l’exige, les informations de paiement et de dépôt de garantie, et les préférences que vous confiez à notre conciergerie.

Lorsque vous naviguez sur le site : les données techniques transmises par votre navigateur (adresse IP, type de navigateur, pages demandées), utilisées uniquement pour assurer la sécurité et le bon fonctionnement du site. Nous n’utilisons aucun outil publicitaire ni de mesure d’audience.'),
('privacy', 'purposes', '3. Finalités et bases légales',
'Répondre à vos demandes, puis préparer, confirmer et gérer votre réservation : mesures précontractuelles prises à votre demande, puis exécution du contrat (article 6.1 b du RGPD).

Tenir notre comptabilité, conserver nos pièces fiscales et déclarer la taxe de séjour : respect de nos obligations légales (article 6.1 c).

Protéger le site et nos hôtes contre la fraude, les envois indésirables et les abus, par exemple en limitant le nombre de demandes qu’une même adresse électronique ou réseau peut envoyer en peu de temps : notre intérêt légitime (article 6.1 f).

Vous adresser des nouvelles de nos villas, uniquement si vous l’avez demandé : votre consentement, que vous pouvez retirer à tout moment (article 6.1 a).'),
('privacy', 'recipients', '4. Destinataires',
'Vos données ne sont consultées que par les membres de notre équipe chargés des réservations et des demandes et, pour la part qui leur est nécessaire, par le propriétaire de la villa réservée et par les prestataires des services que vous confiez à notre conciergerie.

Nos prestataires techniques les traitent pour notre compte, en vertu de contrats qui les soumettent au RGPD : Supabase (base de données, connexion du personnel et stockage des fichiers), notre hébergeur et notre prestataire d’envoi de courriels. Nous ne vendons jamais vos données.'),
('privacy', 'transfers', '5. Transferts hors de l’Union européenne',
'Vos données sont hébergées sur des serveurs situés dans l’Union européenne. Lorsqu’un prestataire, ou l’un de ses sous-traitants, peut y accéder depuis un pays extérieur à l’Espace économique européen, ce transfert est encadré par une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.'),
('privacy', 'retention', '6. Durées de conservation',
'• Demandes n’ayant pas abouti à une réservation : 3 ans à compter de notre dernier échange.
• Réservations et correspondance associée : la durée du contrat, puis 5 ans, délai de prescription en matière civile.
• Factures et pièces comptables : 10 ans, comme l’exige le Code de commerce.
• Données servant à limiter les abus des formulaires : 24 heures.
• Journaux techniques de notre hébergeur : 90 jours au plus.'),
('privacy', 'security', '7. Sécurité',
'L’accès à vos données est réservé aux membres habilités de notre équipe, au moyen de comptes personnels ; elles circulent chiffrées (HTTPS), et la base de données détermine elle-même qui peut lire chaque enregistrement. Aucun système n’est infaillible, mais nous réexaminons régulièrement nos mesures et, comme la loi l’impose, nous vous informerions, ainsi que la CNIL, de toute violation de données susceptible de vous exposer à un risque.'),
('privacy', 'cookies', '8. Cookies et stockage dans le navigateur',
'Le site public ne dépose aucun cookie et ne vous suit pas. Il conserve deux éléments techniques dans votre navigateur : la langue que vous avez choisie pour le site (dans son stockage local, afin de ne plus vous proposer l’autre langue), et, lorsque le site est fermé pour maintenance, l’indication que vous avez saisi le mot de passe de maintenance (dans son stockage de session, effacée à la fermeture de l’onglet).

Nos pages réservées au personnel conservent dans le navigateur la session de connexion et une préférence d’affichage. Strictement nécessaires, elles ne requièrent aucun consentement.'),
('privacy', 'rights', '9. Vos droits',
'Vous pouvez demander l’accès à vos données, leur rectification ou leur effacement, la limitation de leur traitement ou leur portabilité, et vous opposer à leur traitement lorsqu’il repose sur notre intérêt légitime. Vous pouvez également définir des directives relatives au sort de vos données après votre décès. Nous pouvons vous demander un justificatif d’identité avant de répondre.

Si vous estimez que vos droits n’ont pas été respectés, vous pouvez adresser une réclamation à la CNIL (Commission nationale de l’informatique et des libertés, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr).'),
('privacy', 'changes', '10. Modifications de la présente politique',
'Nous mettons à jour la présente politique lorsque nos pratiques ou la loi évoluent ; la date indiquée en tête de page est celle de la version en vigueur.'),
('terms', 'intro', 'Conditions générales de réservation',
'Les présentes conditions s’appliquent à tout séjour réservé auprès de Riviera Villas. Nous vous invitons à les lire avant d’envoyer une demande de réservation : en confirmant une réservation, vous les acceptez pour vous-même et pour toutes les personnes qui séjournent avec vous.'),
('terms', 'last_updated', 'Dernière mise à jour',
'26 novembre 2026'),
('terms', 'scope', '1. Parties et objet du contrat',
'{{company_name}} (« Riviera Villas », « nous ») propose à la location les villas de sa collection sur la Côte d’Azur pour des séjours de vacances. Les présentes conditions forment le contrat conclu entre nous et la personne qui effectue la réservation (« vous », le client), laquelle doit être âgée d’au moins 18 ans.

Chaque villa est un meublé de tourisme au sens de l’article L324-1 du Code du tourisme : elle est louée meublée, pour un séjour de vacances d’une durée déterminée, et ne peut être occupée à titre de résidence principale ou secondaire. Les prestations organisées par notre conciergerie (chefs privés, bateaux, transferts, excursions) relèvent des conditions propres à leurs prestataires, qui vous sont communiquées avec chaque devis.'),
('terms', 'booking_requests', '2. Demande de réservation et confirmation',
'La demande de réservation envoyée depuis la page d’une villa ne vaut pas réservation. Elle ne bloque pas les dates et devient caduque au bout de 24 heures si nous ne l’avons pas confirmée. Dans ce délai, nous vérifions la disponibilité de la villa et vous écrivons pour confirmer ou décliner votre demande.

Votre réservation devient ferme dès l’envoi de notre confirmation écrite et la réception de l’acompte prévu à l’article 4. La confirmation précise la villa, les dates, le nombre de voyageurs et le prix total du séjour.'),
('terms', 'prices', '3. Prix et taxe de séjour',
'Les prix s’entendent par nuit, en euros, toutes taxes comprises lorsque la TVA s’applique ; ils incluent le linge de lit et de toilette, le ménage de fin de séjour ainsi que l’eau et l’énergie dans des conditions normales d’utilisation. Le prix d’un séjour est la somme des prix des nuits réservées (les prix saisonniers s’appliquent nuit par nuit), diminuée de toute remise indiquée et augmentée des frais et des prestations optionnelles que vous choisissez, chacun figurant sur une ligne du devis présenté sur la page de la villa avant l’envoi de votre demande. Votre réservation conserve ce devis : une évolution ultérieure de nos tarifs ne le modifie jamais.

La taxe de séjour, fixée par la commune, n’est pas comprise dans le prix des nuits : elle est due par personne majeure et par nuit (les mineurs en sont exonérés), figure sur une ligne distincte du devis et est perçue avec le solde. Les prestations de conciergerie demandées par la suite font l’objet d’un devis et d’un règlement séparés.'),
('terms', 'deposit_payment', '4. Acompte et paiement du solde',
'Un acompte de 30 % du prix du séjour est dû dans les 3 jours suivant notre confirmation, et le solde 60 jours avant l’arrivée. Pour une réservation effectuée moins de 60 jours avant l’arrivée, la totalité du prix est due à la confirmation. Les sommes versées d’avance constituent des acomptes et non des arrhes, au sens de l’article L214-1 du Code de la consommation.

Nous acceptons les virements bancaires et les principales cartes de paiement. En cas de retard de paiement, nous vous adressons une relance écrite ; si la somme reste impayée 7 jours après cette relance, nous pouvons annuler la réservation, et les conditions d’annulation de l’article 6 s’appliquent.'),
('terms', 'security_deposit', '5. Dépôt de garantie',
'Un dépôt de garantie (caution) remboursable, dont le montant est indiqué pour chaque villa dans notre confirmation, est constitué avant l’arrivée par pré-autorisation bancaire ou par virement. Il couvre les dégradations, les objets manquants et un éventuel ménage exceptionnel.

Il est libéré ou restitué dans les 14 jours suivant votre départ, déduction faite des sommes justifiées par l’état des lieux et l’inventaire de sortie et, le cas échéant, par les factures ou devis que nous vous adressons.'),
('terms', 'cancellation', '6. Annulation de votre fait',
'Vous pouvez annuler à tout moment en nous écrivant ; la date de réception de votre message fait foi. Les frais d’annulation sont les suivants :
• plus de 60 jours avant l’arrivée : l’acompte (30 % du prix du séjour) ;
• de 60 à 30 jours avant l’arrivée : 50 % du prix du séjour ;
• moins de 30 jours avant l’arrivée, ou en cas de non-présentation : la totalité du prix du séjour.

Si nous relouons la villa pour les mêmes dates, nous vous remboursons les sommes versées au titre des nuits relouées, déduction faite de 250 € de frais de dossier. Une arrivée tardive ou un départ anticipé ne donne lieu à aucun remboursement. Nous vous recommandons vivement de souscrire une assurance annulation et une assurance voyage.'),
('terms', 'cancellation_by_us', '7. Modification ou annulation de notre fait',
'Si un événement indépendant de notre volonté (incendie, inondation, sinistre important, décision des autorités) rend la villa impropre à votre séjour, nous vous en informons sans délai et vous proposons, pour les mêmes dates et sans supplément, une villa de catégorie équivalente ou supérieure. Si vous la refusez, nous vous remboursons l’intégralité des sommes versées dans un délai de 14 jours.

Si nous annulons une réservation confirmée pour toute autre raison, nous vous remboursons l’intégralité des sommes versées et vous versons une indemnité égale aux frais d’annulation dont vous auriez été redevable si vous aviez annulé ce même jour.'),
('terms', 'stay', '8. Arrivée, départ et occupants',
'L’arrivée se fait à partir de 16 h et le départ avant 10 h, sauf accord écrit contraire. Un membre de notre équipe vous accueille à la villa, vous la fait découvrir et établit avec vous l’état des lieux et l’inventaire.

Le nombre d’occupants, enfants et nourrissons compris, ne peut jamais dépasser le maximum indiqué sur la page de la villa et dans notre confirmation. Vous pouvez recevoir des visiteurs en journée ; les fêtes et réceptions requièrent notre accord écrit préalable. Les animaux ne sont acceptés que dans les villas qui le précisent.'),
('terms', 'use_of_villa', '9. Usage de la villa',
'Vous vous engagez à user raisonnablement de la villa, à respecter son règlement intérieur et la tranquillité du voisinage (en particulier entre 22 h et 8 h), ainsi que la réglementation locale, notamment l’interdiction de tout feu et de tout barbecue hors des emplacements aménagés pendant la saison estivale à risque d’incendie. Il n’est permis de fumer qu’à l’extérieur. Merci de nous signaler sans délai tout dommage.'),
('terms', 'liability', '10. Responsabilité et assurance',
'Vous êtes responsable des dommages causés par vous-même et par les personnes qui séjournent avec vous, et devez être titulaire d’une assurance responsabilité civile villégiature qui les couvre ; de nombreux contrats d’assurance habitation l’incluent.

Nous ne sommes pas responsables de la perte ou du vol d’effets personnels, ni des interruptions de services (eau, électricité, connexion internet) indépendantes de notre volonté, que nous nous employons à faire rétablir au plus vite. Les enfants doivent être surveillés en permanence, en particulier aux abords de la piscine.'),
('terms', 'withdrawal', '11. Absence de droit de rétractation',
'Conformément à l’article L221-28, 12° du Code de la consommation, le droit de rétractation de 14 jours ne s’applique pas aux prestations de services d’hébergement, autres que d’hébergement résidentiel, fournies à une date ou à une période déterminée. Une réservation confirmée ne peut donc être annulée que dans les conditions de l’article 6.'),
('terms', 'disputes', '12. Réclamations, médiation et droit applicable',
'Signalez-nous tout problème survenant pendant votre séjour afin que nous puissions y remédier sans attendre. Les réclamations postérieures au séjour doivent nous parvenir par écrit dans les 30 jours suivant votre départ.

Si un litige n’a pu être réglé à l’amiable après une réclamation écrite, vous pouvez le soumettre gratuitement au médiateur de la consommation désigné dans nos Mentions légales, conformément aux articles L611-1 et suivants du Code de la consommation. Les présentes conditions sont régies par le droit français ; le consommateur conserve la protection que lui assurent les dispositions impératives de la loi du pays où il réside.'),
('villa-detail', 'reviews_statement', 'Comment nous vérifions les avis',
'Les avis publiés sur cette page émanent d’hôtes qui ont séjourné dans la villa et nous ont écrit après leur séjour, par courriel ou par l’intermédiaire de notre conciergerie ; nous les publions avec leur accord, sous le nom et la ville de résidence qu’ils nous ont indiqués. Nous ne rémunérons aucun avis et n’accordons aucune contrepartie en échange.

Nous publions tous les avis reçus au sujet d’un séjour, positifs ou négatifs, sans en modifier les termes, sauf s’ils sont injurieux, ne portent pas sur un séjour dans la villa ou révèlent des données personnelles ; la date indiquée est celle de leur publication. Chaque avis est publié dans la langue dans laquelle il a été rédigé.

Un avis marqué « Séjour vérifié » est rattaché à une réservation confirmée de cette villa dont le séjour est terminé ; les autres nous ont été adressés directement et n’ont pu être rapprochés d’une réservation de notre système (par exemple pour un séjour réservé avant sa mise en service). La note est celle que l’hôte a attribuée, sur 5 ; la moyenne tient compte de toutes les notes publiées pour la villa.')
) as s (page_slug, section_key, title_fr, content_fr)
where p.page_slug = s.page_slug and p.section_key = s.section_key;

-- Site details shown on the French site (the office hours of the contact page, the address in
-- the footer) and the legal form named by the French Legal Notice.
update public.site_settings s
set setting_value_fr = v.value_fr
from (values
  ('office_hours_weekdays', '9 h – 19 h (heure de Paris)'),
  ('office_hours_saturday', '10 h – 18 h (heure de Paris)'),
  ('office_hours_sunday', 'Fermé'),
  ('contact_address', 'Saint-Raphaël, Côte d’Azur, France'),
  ('legal_form', 'Société par actions simplifiée (SAS)')
) as v (setting_key, value_fr)
where s.setting_key = v.setting_key;

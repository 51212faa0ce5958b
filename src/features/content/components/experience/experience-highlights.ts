/** The fixed bullet lists of the four experience blocks (not editable, per the spec). */
export const experienceHighlights = {
  culinary: [
    'Private chef in your villa',
    'Michelin-starred restaurant reservations',
    'Wine tastings at Provence estates',
    'Market tours and cooking classes',
  ],
  wellness: [
    'In-villa massage and spa treatments',
    'Private yoga and Pilates sessions',
    'Access to the finest spa resorts',
    'Personal trainers and wellness programmes',
  ],
  adventure: [
    'Yacht and speedboat charters',
    'Hiking and cycling in the Estérel',
    'Diving and snorkelling excursions',
    'Helicopter flights along the coast',
  ],
  culture: [
    'Private museum and gallery visits',
    'Guided tours of perched villages',
    'Festival and Grand Prix access',
    'Perfume workshops in Grasse',
  ],
} as const

export type ExperienceKey = keyof typeof experienceHighlights

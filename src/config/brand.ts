export const brand = {
  name: 'Riviera Villas',
  titleSuffix: ' | Riviera Villas',
  email: 'contact@rivieravillas.com',
  conciergeEmail: 'concierge@rivieravillas.com',
  phone: '+33 4 94 00 00 00',
  phoneHref: 'tel:+33494000000',
  address: 'Saint Raphaël, Côte d’Azur, France',
} as const

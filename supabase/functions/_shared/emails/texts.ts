// Every word of the emails, once per language (issue 22). The English texts are the emails as
// they were written (tests assert them); the French ones are written as a French house writes
// to its guests: "vous", « guillemets », a non-breaking space before : and inside « », a narrow
// one before ; ! ?, "1 450 €", "samedi 11 juillet 2026". The French dictionary `satisfies` the
// type of the English one: a text missing in French fails the type-check (npm run
// functions:check, tsc). Pure module, no Deno APIs: unit-tested with the app's tests.
import { NO_WITHDRAWAL } from '../no-withdrawal.ts'
import { plural, type Language } from './format.ts'

/** Non-breaking space (before a colon, inside « »; between a figure and its word). */
const NB = '\u00a0'
/** Narrow non-breaking space (before ; ! ?). */
const NN = '\u202f'

const frenchPlural = new Intl.PluralRules('fr-FR')

/** "1 nuit", "2 nuits", "0 enfant": French counts 0 and 1 as singular. */
export function pluralFr(count: number, one: string, many = `${one}s`): string {
  return `${count}${NB}${frenchPlural.select(count) === 'one' ? one : many}`
}

/**
 * A villa's name with the French article it takes after "à" or "de": "la Villa Azur", "le Mas
 * des Oliviers", "l’Oustau"; a name of its own ("Casa Bella") takes none.
 */
function article(name: string): { article: 'le' | 'la' | 'les' | 'l’' | ''; rest: string } {
  const own = /^(le|la|les)\s+(.+)$/i.exec(name)
  if (own) return { article: own[1]!.toLowerCase() as 'le' | 'la' | 'les', rest: own[2]! }
  const elided = /^l['’](.+)$/i.exec(name)
  if (elided) return { article: 'l’', rest: elided[1]! }
  if (/^(villa|bastide|maison|propriété|demeure|résidence)\s/i.test(name)) {
    return { article: 'la', rest: name }
  }
  if (/^(mas|domaine|château|clos|cabanon|manoir|palais)\s/i.test(name)) {
    return { article: 'le', rest: name }
  }
  return { article: '', rest: name }
}

/** "à la Villa Azur", "au Mas des Oliviers", "aux Terrasses", "à l’Oustau", "à Casa Bella". */
export function aVilla(name: string): string {
  const { article: a, rest } = article(name)
  if (a === 'le') return `au ${rest}`
  if (a === 'les') return `aux ${rest}`
  if (a === 'l’') return `à l’${rest}`
  return a ? `à ${a} ${rest}` : `à ${rest}`
}

/** "de la Villa Azur", "du Mas des Oliviers", "des Terrasses", "de l’Oustau", "de Casa Bella". */
export function deVilla(name: string): string {
  const { article: a, rest } = article(name)
  if (a === 'le') return `du ${rest}`
  if (a === 'les') return `des ${rest}`
  if (a === 'l’') return `de l’${rest}`
  return a ? `de ${a} ${rest}` : `de ${rest}`
}

/** "la Villa Azur", "le Mas des Oliviers", "Casa Bella": the name as the subject of a sentence. */
export function laVilla(name: string): string {
  const { article: a, rest } = article(name)
  if (a === 'l’') return `l’${rest}`
  return a ? `${a} ${rest}` : rest
}

/** "La Villa Azur" at the start of a sentence. */
function capital(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`
}

const en = {
  /** The `lang` of the email's HTML. */
  lang: 'en',
  total: 'Total',
  greet: (words: string, name: string | null) => (name ? `${words}, ${name}` : words),
  counts: {
    nights: (count: number) => plural(count, 'night'),
    guests: (count: number) => plural(count, 'guest'),
    adults: (count: number) => plural(count, 'adult'),
    children: (count: number) => plural(count, 'child', 'children'),
  },
  reasons: {
    request: 'You receive this email about a booking request made with this address.',
    stay: 'You receive this email about a stay booked with this address.',
    staff: 'Sent to the staff addresses set in Profile Settings › Email notifications.',
    enquiry:
      'You receive this email because a message was sent from our website with this address.',
  },
  rows: {
    reference: 'Reference',
    villa: 'Villa',
    arrival: 'Arrival',
    departure: 'Departure',
    length: 'Length',
    guests: 'Guests',
    terms: 'Terms',
    termsAccepted: (version: string) => `Terms of Booking accepted (version ${version})`,
    guest: 'Guest',
    email: 'Email',
    phone: 'Phone',
    total: 'Total',
    name: 'Name',
    received: 'Received',
    stay: 'Stay',
  },
  actions: {
    viewBooking: 'View your booking',
    viewVilla: 'View the villa',
    browseVillas: 'Browse our villas',
    requestAgain: 'Request a stay again',
    openRequest: 'Open the request',
    openBooking: 'Open the booking',
    openMessages: 'Open in Messages',
    writeReview: 'Write your review',
  },
  staffMessage: 'A word from our team',
  question: 'Any question about your stay? Simply reply to this email.',
  whatNext: 'What happens next',
  offer: {
    rate: (nights: string, price: string) => `${nights} × ${price}`,
    securityDeposit: 'Refundable security deposit',
    securityDepositBasis: 'Not part of the total; released within 14 days of departure',
    payments: 'Payments',
    ifYouCancel: 'If you cancel',
    depositRow: (label: string, day: string) => `${label}, due at confirmation, by ${day}`,
    balanceRow: (label: string, day: string) => `${label}, tourist tax included, due by ${day}`,
    paymentRow: (label: string, day: string) => `${label}, due by ${day}`,
    until: (day: string) => `Until ${day}`,
    from: (day: string) => `From ${day}`,
    between: (from: string, until: string) => `${from} – ${until}`,
    relet: (fee: string) =>
      `If we let the villa again for your dates, we refund what you paid for the nights let again, less ${fee}.`,
    noWithdrawal: NO_WITHDRAWAL,
  },
  subjects: {
    requestReceived: (villa: string, stay: string) => `Your request for ${villa}, ${stay}`,
    requestReceivedStaff: (villa: string, stay: string, guest: string) =>
      `New booking request: ${villa}, ${stay} (${guest})`,
    confirmed: (villa: string, stay: string) => `Confirmed: your stay at ${villa}, ${stay}`,
    declined: (villa: string, stay: string) => `About your request for ${villa}, ${stay}`,
    expired: (villa: string) => `Your request for ${villa} has lapsed`,
    withdrawnStaff: (villa: string, stay: string, guest: string) =>
      `Withdrawn by the guest: ${villa}, ${stay} (${guest})`,
    paymentReceived: (amount: string, villa: string, stay: string) =>
      `Payment received: ${amount} for ${villa}, ${stay}`,
    due: (kind: string, villa: string, day: string): string =>
      `Reminder: ${kind === 'balance' ? 'your balance' : kind === 'full' ? 'your payment' : 'your deposit'} for ${villa} is due by ${day}`,
    overdue: (villa: string, stay: string) => `Payment overdue: ${villa}, ${stay}`,
    arrival: (villa: string, stay: string) => `Your arrival at ${villa}, ${stay}`,
    thankYou: (villa: string) => `Thank you for staying at ${villa}`,
    depositReturned: (villa: string) => `Your security deposit for ${villa} is returned`,
    cancelled: (villa: string, stay: string) => `Cancelled: your stay at ${villa}, ${stay}`,
    moved: (villa: string, stay: string) => `Changed: your stay is now at ${villa}, ${stay}`,
    enquiryStaff: (label: string, name: string) => `${label} from ${name}`,
    enquiryReceived: (concierge: boolean): string =>
      // The words of the site's own thank-you (the spec's toasts).
      concierge ? 'Thank you for your concierge inquiry' : 'Thank you for your inquiry',
  },
  requestReceived: {
    preview: (villa: string, stay: string) =>
      `We have your request for ${villa}, ${stay}. We reply within 24 hours.`,
    eyebrow: 'Booking request received',
    title: 'Thank you',
    intro: (villa: string) =>
      `We have received your request to stay at ${villa}. Here is what you asked for and the price of your stay.`,
    holds: [
      'Your request does not hold the dates yet. Our team is checking the villa’s availability and will write to you to confirm or decline it by ',
      '.',
    ] as [string, string],
    lapses:
      'If we have not confirmed it by then, the request lapses: no dates are held and nothing is owed, and you are welcome to send a new one. You pay nothing now; once we confirm, we send you the payment details.',
  },
  requestReceivedStaff: {
    preview: (guest: string, nights: string, total: string, time: string) =>
      `${guest}: ${nights}, ${total}. Decide before ${time}.`,
    eyebrow: 'New booking request',
    title: (guest: string, villa: string) => `${guest} would like to stay at ${villa}`,
    decide: [
      'Confirm or decline it before ',
      '. After that the request lapses and the guest is told so.',
    ] as [string, string],
    notEmailed: [
      'The guest was not sent the usual acknowledgement:',
      ' their mailbox already received 3 request emails today. If the request is genuine, write to them yourself.',
    ] as [string, string],
    specialRequests: 'Special requests',
    reply: (guest: string) => `Reply to this email to write to ${guest}.`,
  },
  confirmed: {
    preview: (villa: string, stay: string) => `${villa} is yours, ${stay}.`,
    eyebrow: 'Booking confirmed',
    title: 'Your stay is confirmed',
    intro: (villa: string, from: string, to: string) =>
      `Good news: ${villa} is yours from ${from} to ${to}. We look forward to welcoming you on the Riviera.`,
    next: 'We will write to you shortly with the payment details and everything you need for your arrival. Our concierge can arrange private chefs, boats, transfers and more: simply reply to this email.',
  },
  declined: {
    preview: (villa: string, stay: string) => `${villa} is not available for ${stay}.`,
    eyebrow: 'Your booking request',
    title: 'We are sorry',
    intro: (villa: string, stay: string) =>
      `${villa} is not available for ${stay}, so we cannot confirm your request. No dates are held and nothing is owed.`,
    suggested: 'Villas we suggest instead',
    hold: 'Reply to this email and we will gladly hold one of them for you.',
    another:
      'Another of our villas may be free for your dates, and our team will gladly suggest one: reply to this email, or browse the collection.',
  },
  expired: {
    preview: (villa: string) => `We could not confirm your request for ${villa} within 24 hours.`,
    eyebrow: 'Your booking request',
    title: 'Your request has lapsed',
    intro: (villa: string, stay: string, time: string) =>
      `We could not confirm your request for ${villa}, ${stay}, within 24 hours, so it lapsed on ${time}. No dates are held and nothing is owed.`,
    again:
      'If you would still like to stay with us, send a new request from the villa’s page, or reply to this email and we will help.',
  },
  withdrawnStaff: {
    preview: (guest: string, villa: string, stay: string) =>
      `${guest} withdrew the request for ${villa}, ${stay}.`,
    eyebrow: 'Request withdrawn',
    title: (guest: string, villa: string) => `${guest} withdrew the request for ${villa}`,
    intro:
      'The guest withdrew this request from their booking page. It is now cancelled: no dates were held and nothing is owed. There is nothing to confirm or decline.',
  },
  cancelled: {
    preview: (villa: string, stay: string) => `Your stay at ${villa}, ${stay}, is cancelled.`,
    eyebrow: 'Booking cancelled',
    title: 'Your stay is cancelled',
    byGuest: (villa: string, stay: string) =>
      `As you asked, we have cancelled your stay at ${villa}, ${stay}.`,
    byUs: (villa: string, stay: string) =>
      `We are sorry: we have had to cancel your stay at ${villa}, ${stay}.`,
    released: 'The dates are no longer held for you.',
    costs: 'What cancelling costs',
    cost: 'Cancellation cost, under the Terms of Booking',
    refund: 'Refund due to you',
    refundWhere:
      'We will send the refund to the account you paid from; reply to this email if it should go elsewhere.',
  },
  moved: {
    preview: (villa: string, stay: string) => `Your stay is now at ${villa}, ${stay}.`,
    eyebrow: 'Booking changed',
    title: 'Your stay has been changed',
    from: (previousVilla: string, previousStay: string, villa: string, stay: string) =>
      `Your stay at ${previousVilla}, ${previousStay}, is now at ${villa}, ${stay}.`,
    now: (villa: string, stay: string) => `Your stay is now at ${villa}, ${stay}.`,
    asItStands: 'Here is your booking as it stands, with its new price.',
    price: 'The price',
    before: 'Before the change',
    after: 'Now',
    toPay: 'To pay in addition',
    toRefund: 'To be refunded to you',
  },
  money: {
    method: (method: string): string =>
      method === 'bank_transfer' ? ' by bank transfer' : method === 'card' ? ' by card' : '',
    received: (amount: string, method: string, day: string) =>
      `We received your payment of ${amount}${method} on ${day}.`,
    paidInFull: 'Your stay is now paid in full. Thank you.',
    remains: (rest: string) => `${rest} remains to pay`,
    restDue: (rest: string, day: string) => `${rest}, due by ${day}.`,
    nextDue: (rest: string, amount: string, day: string) =>
      `${rest}: the next payment, ${amount}, is due by ${day}.`,
    restOnly: (rest: string) => `${rest}.`,
    paymentName: (kind: string): string =>
      kind === 'deposit' ? 'your deposit' : kind === 'balance' ? 'your balance' : 'your payment',
    due: (name: string, amount: string, day: string) =>
      `${capital(name)} of ${amount} is due by ${day}.`,
    overdue: (name: string, amount: string, day: string) =>
      `We have not yet received ${name} of ${amount}, which was due on ${day}.`,
    total: 'Total of your stay',
    receivedSoFar: 'Received so far',
    remaining: 'Remaining',
  },
  payments: {
    howToPay: 'How to pay',
    howToPayText:
      'Your booking page shows the bank details and the payment reference to quote, and, when available, lets you pay by card.',
    yourPayments: 'Your payments',
    receivedEyebrow: 'Payment received',
    receivedTitle: 'Thank you',
    beforeArrival:
      'A few days before you arrive we will send you everything you need: the exact address, the arrival time, the access codes and the Wi-Fi.',
    dueEyebrow: 'Payment reminder',
    dueTitle: 'A gentle reminder',
    forStay: (villa: string, stay: string) => ` It is for your stay at ${villa}, ${stay}.`,
    alreadyPaidDue:
      'Already paid? Thank you: a transfer can take a few days to reach us, and we will confirm it as soon as it does.',
    overdueEyebrow: 'Payment overdue',
    overdueTitle: 'About your payment',
    pleaseSend: (name: string, amount: string) =>
      `Please send ${name} of ${amount} as soon as you can, or reply to this email if anything is in the way: under the Terms of Booking, a payment left unpaid may lead us to cancel the booking.`,
    alreadyPaidOverdue:
      'Already paid? Thank you, and please ignore this email: a transfer can take a few days to reach us.',
  },
  arrival: {
    preview: (day: string) => `Everything you need for ${day} is on your booking page.`,
    eyebrow: 'Your arrival',
    title: 'See you soon',
    begins: (villa: string) => `Your stay at ${villa} begins on `,
    paid: ', and it is paid in full. Your booking page now shows everything you need to arrive: the exact address and a map, the arrival time, the access codes, the Wi-Fi and the house manual, and who to call when you are on your way.',
    concierge:
      'Our concierge can still arrange a private chef, a boat or a transfer from the airport: simply reply to this email.',
  },
  thankYou: {
    preview: (villa: string) => `Thank you for staying at ${villa}. How was it?`,
    eyebrow: 'Thank you',
    title: 'Thank you for staying with us',
    hope: (villa: string, stay: string) =>
      `We hope your days at ${villa} (${stay}) were everything you wished for, and that you had a good journey home.`,
    review:
      "Would you tell future guests about your stay? Your review, with your rating, is shown on the villa's page once our team has read it, marked as written after a stay.",
    once: 'This link is yours alone and works once. It takes a couple of minutes; there is nothing to sign up for.',
  },
  depositReturned: {
    preview: (amount: string) => `${amount} of your security deposit is on its way back.`,
    eyebrow: 'Security deposit',
    title: 'Your security deposit is returned',
    partly: (returned: string, amount: string, day: string) =>
      `We returned ${returned} of your ${amount} security deposit on ${day}. What we kept, and why, is below.`,
    inFull: (amount: string, day: string) =>
      `We returned your security deposit of ${amount} in full on ${day}.`,
    comesBack: (method: string) =>
      ` It comes back by ${method}; your bank may take a few days to show it.`,
    method: (method: string | null): string =>
      ({ bank_transfer: 'bank transfer', card: 'card', cash: 'cash' })[method ?? ''] ??
      'the way you paid it',
    table: 'Your security deposit',
    received: 'Security deposit received',
    deducted: (reason: string) => `Deducted: ${reason}`,
    returned: 'Returned to you',
    notAsRemembered:
      'If anything here is not as you remember it, simply reply to this email: we will look at it with you.',
  },
  enquiryStaff: {
    label: (concierge: boolean): string => (concierge ? 'Concierge request' : 'General enquiry'),
    title: (name: string) => `${name} wrote to us`,
    message: 'Message',
    reply: (name: string) => `Reply to this email to answer ${name}.`,
  },
  enquiryReceived: {
    preview: 'We have your message and will reply within 24 hours.',
    title: 'Thank you',
    received: (concierge: boolean): string =>
      concierge
        ? 'We have received your concierge request. Our team will contact you within 24 hours.'
        : 'We have received your message. We’ll get back to you within 24 hours.',
    meanwhile: 'Anything to add in the meantime? Simply reply to this email.',
  },
}

/** Every text of the emails: the English ones' shape, which each language's must have. */
export type EmailTexts = typeof en

const fr = {
  lang: 'fr',
  total: 'Total',
  greet: (words: string, name: string | null) => (name ? `${words}, ${name}` : words),
  counts: {
    nights: (count: number) => pluralFr(count, 'nuit'),
    guests: (count: number) => pluralFr(count, 'voyageur'),
    adults: (count: number) => pluralFr(count, 'adulte'),
    children: (count: number) => pluralFr(count, 'enfant'),
  },
  reasons: {
    request:
      'Vous recevez cet e-mail au sujet d’une demande de réservation faite avec cette adresse.',
    stay: 'Vous recevez cet e-mail au sujet d’un séjour réservé avec cette adresse.',
    staff: `Envoyé aux adresses de l’équipe indiquées dans Profil › Notifications par e-mail.`,
    enquiry:
      'Vous recevez cet e-mail car un message a été envoyé depuis notre site avec cette adresse.',
  },
  rows: {
    reference: 'Référence',
    villa: 'Villa',
    arrival: 'Arrivée',
    departure: 'Départ',
    length: 'Durée',
    guests: 'Voyageurs',
    terms: 'Conditions',
    termsAccepted: (version: string) => `Conditions de réservation acceptées (version ${version})`,
    guest: 'Client',
    email: 'E-mail',
    phone: 'Téléphone',
    total: 'Total',
    name: 'Nom',
    received: 'Reçu le',
    stay: 'Séjour',
  },
  actions: {
    viewBooking: 'Voir votre réservation',
    viewVilla: 'Découvrir la villa',
    browseVillas: 'Découvrir nos villas',
    requestAgain: 'Renouveler votre demande',
    openRequest: 'Ouvrir la demande',
    openBooking: 'Ouvrir la réservation',
    openMessages: 'Ouvrir dans Messages',
    writeReview: 'Donner votre avis',
  },
  staffMessage: 'Un mot de notre équipe',
  question: `Une question sur votre séjour${NN}? Répondez simplement à cet e-mail.`,
  whatNext: 'La suite',
  offer: {
    rate: (nights: string, price: string) => `${nights} × ${price}`,
    securityDeposit: 'Caution remboursable',
    securityDepositBasis: `Hors total${NN}; restituée dans les 14${NB}jours suivant le départ`,
    payments: 'Règlements',
    ifYouCancel: 'En cas d’annulation',
    depositRow: (label: string, day: string) =>
      `${label}, à régler à la confirmation, au plus tard le ${day}`,
    balanceRow: (label: string, day: string) =>
      `${label}, taxe de séjour comprise, à régler au plus tard le ${day}`,
    paymentRow: (label: string, day: string) => `${label}, à régler au plus tard le ${day}`,
    until: (day: string) => `Jusqu’au ${day}`,
    from: (day: string) => `À partir du ${day}`,
    between: (from: string, until: string) => `Du ${from} au ${until}`,
    relet: (fee: string) =>
      `Si nous relouons la villa à vos dates, nous vous remboursons ce que vous avez réglé pour les nuits relouées, déduction faite de ${fee}.`,
    noWithdrawal:
      'Conformément à l’article L221-28 12° du Code de la consommation, un séjour réservé pour des dates déterminées ne bénéficie pas du droit de rétractation de 14 jours.',
  },
  subjects: {
    requestReceived: (villa: string, stay: string) =>
      `Votre demande de réservation${NB}: ${villa}, ${stay}`,
    requestReceivedStaff: (villa: string, stay: string, guest: string) =>
      `Nouvelle demande de réservation${NB}: ${villa}, ${stay} (${guest})`,
    confirmed: (villa: string, stay: string) => `Séjour confirmé${NB}: ${villa}, ${stay}`,
    declined: (villa: string, stay: string) => `Au sujet de votre demande${NB}: ${villa}, ${stay}`,
    expired: (villa: string) => `Votre demande pour ${laVilla(villa)} a expiré`,
    withdrawnStaff: (villa: string, stay: string, guest: string) =>
      `Demande retirée par le client${NB}: ${villa}, ${stay} (${guest})`,
    paymentReceived: (amount: string, villa: string, stay: string) =>
      `Paiement reçu${NB}: ${amount} pour ${laVilla(villa)}, ${stay}`,
    due: (kind: string, villa: string, day: string) =>
      `Rappel${NB}: ${kind === 'balance' ? 'votre solde' : kind === 'full' ? 'votre règlement' : 'votre acompte'} pour ${laVilla(villa)} est attendu au plus tard le ${day}`,
    overdue: (villa: string, stay: string) => `Paiement en retard${NB}: ${villa}, ${stay}`,
    arrival: (villa: string, stay: string) => `Votre arrivée ${aVilla(villa)}, ${stay}`,
    thankYou: (villa: string) => `Merci pour votre séjour ${aVilla(villa)}`,
    depositReturned: (villa: string) => `Votre caution pour ${laVilla(villa)} vous est restituée`,
    cancelled: (villa: string, stay: string) => `Séjour annulé${NB}: ${villa}, ${stay}`,
    moved: (villa: string, stay: string) =>
      `Séjour modifié${NB}: désormais ${aVilla(villa)}, ${stay}`,
    enquiryStaff: (label: string, name: string) => `${label} de ${name}`,
    enquiryReceived: (concierge: boolean) =>
      concierge ? 'Merci pour votre demande de conciergerie' : 'Merci pour votre message',
  },
  requestReceived: {
    preview: (villa: string, stay: string) =>
      `Nous avons bien reçu votre demande pour ${laVilla(villa)}, ${stay}. Nous vous répondons sous 24${NB}heures.`,
    eyebrow: 'Demande de réservation reçue',
    title: 'Merci',
    intro: (villa: string) =>
      `Nous avons bien reçu votre demande de séjour ${aVilla(villa)}. Voici le détail de votre demande et le prix de votre séjour.`,
    holds: [
      'Votre demande ne bloque pas encore les dates. Notre équipe vérifie les disponibilités de la villa et vous écrira pour la confirmer ou la décliner avant le ',
      '.',
    ] as [string, string],
    lapses: `Sans confirmation de notre part d’ici là, la demande expire${NN}: aucune date n’est retenue, rien n’est dû, et vous pourrez bien sûr en envoyer une nouvelle. Vous ne réglez rien aujourd’hui${NN}; dès la confirmation, nous vous adressons les modalités de paiement.`,
  },
  requestReceivedStaff: {
    preview: (guest: string, nights: string, total: string, time: string) =>
      `${guest}${NB}: ${nights}, ${total}. À décider avant le ${time}.`,
    eyebrow: 'Nouvelle demande de réservation',
    title: (guest: string, villa: string) => `${guest} souhaite séjourner ${aVilla(villa)}`,
    decide: [
      'Confirmez-la ou déclinez-la avant le ',
      '. Passé ce délai, la demande expire et le client en est informé.',
    ] as [string, string],
    notEmailed: [
      `Le client n’a pas reçu l’accusé de réception habituel${NB}:`,
      ' sa boîte a déjà reçu 3 e-mails de demande aujourd’hui. Si la demande est sérieuse, écrivez-lui vous-même.',
    ] as [string, string],
    specialRequests: 'Demandes particulières',
    reply: (guest: string) => `Répondez à cet e-mail pour écrire à ${guest}.`,
  },
  confirmed: {
    preview: (villa: string, stay: string) => `${capital(laVilla(villa))} vous attend, ${stay}.`,
    eyebrow: 'Réservation confirmée',
    title: 'Votre séjour est confirmé',
    intro: (villa: string, from: string, to: string) =>
      `Excellente nouvelle${NB}: votre séjour ${aVilla(villa)} du ${from} au ${to} est confirmé. Nous nous réjouissons de vous accueillir sur la Côte d’Azur.`,
    next: `Nous vous écrirons très prochainement avec les modalités de paiement et tout ce qu’il vous faut pour votre arrivée. Notre conciergerie peut organiser chef privé, bateau, transferts et bien plus${NB}: il vous suffit de répondre à cet e-mail.`,
  },
  declined: {
    preview: (villa: string, stay: string) =>
      `${capital(laVilla(villa))} n’est pas disponible à vos dates, ${stay}.`,
    eyebrow: 'Votre demande de réservation',
    title: 'Nous sommes désolés',
    intro: (villa: string, stay: string) =>
      `${capital(laVilla(villa))} n’est pas disponible pour vos dates (${stay})${NB}: nous ne pouvons donc pas confirmer votre demande. Aucune date n’est retenue et rien n’est dû.`,
    suggested: 'Les villas que nous vous proposons',
    hold: 'Répondez à cet e-mail et nous vous en réserverons volontiers une.',
    another: `Une autre de nos villas est peut-être libre à vos dates, et notre équipe se fera un plaisir de vous en proposer une${NB}: répondez à cet e-mail, ou découvrez la collection.`,
  },
  expired: {
    preview: (villa: string) =>
      `Nous n’avons pas pu confirmer votre demande pour ${laVilla(villa)} sous 24${NB}heures.`,
    eyebrow: 'Votre demande de réservation',
    title: 'Votre demande a expiré',
    intro: (villa: string, stay: string, time: string) =>
      `Nous n’avons pas pu confirmer votre demande pour ${laVilla(villa)}, ${stay}, dans les 24${NB}heures${NB}: elle a expiré le ${time}. Aucune date n’est retenue et rien n’est dû.`,
    again:
      'Si vous souhaitez toujours séjourner chez nous, envoyez une nouvelle demande depuis la page de la villa, ou répondez à cet e-mail et nous vous aiderons.',
  },
  withdrawnStaff: {
    preview: (guest: string, villa: string, stay: string) =>
      `${guest} a retiré sa demande pour ${laVilla(villa)}, ${stay}.`,
    eyebrow: 'Demande retirée',
    title: (guest: string, villa: string) => `${guest} a retiré sa demande pour ${laVilla(villa)}`,
    intro: `Le client a retiré cette demande depuis sa page de réservation. Elle est désormais annulée${NB}: aucune date n’était retenue et rien n’est dû. Il n’y a rien à confirmer ni à décliner.`,
  },
  cancelled: {
    preview: (villa: string, stay: string) => `Votre séjour ${aVilla(villa)}, ${stay}, est annulé.`,
    eyebrow: 'Réservation annulée',
    title: 'Votre séjour est annulé',
    byGuest: (villa: string, stay: string) =>
      `Comme vous nous l’avez demandé, nous avons annulé votre séjour ${aVilla(villa)}, ${stay}.`,
    byUs: (villa: string, stay: string) =>
      `Nous en sommes désolés${NB}: nous avons dû annuler votre séjour ${aVilla(villa)}, ${stay}.`,
    released: 'Les dates ne vous sont plus réservées.',
    costs: 'Ce que coûte l’annulation',
    cost: 'Frais d’annulation, selon les conditions de réservation',
    refund: 'Remboursement qui vous est dû',
    refundWhere: `Nous vous adresserons le remboursement sur le compte d’où provient votre paiement${NN}; répondez à cet e-mail s’il doit être versé ailleurs.`,
  },
  moved: {
    preview: (villa: string, stay: string) =>
      `Votre séjour a désormais lieu ${aVilla(villa)}, ${stay}.`,
    eyebrow: 'Réservation modifiée',
    title: 'Votre séjour a été modifié',
    from: (previousVilla: string, previousStay: string, villa: string, stay: string) =>
      `Votre séjour ${aVilla(previousVilla)}, ${previousStay}, a désormais lieu ${aVilla(villa)}, ${stay}.`,
    now: (villa: string, stay: string) =>
      `Votre séjour a désormais lieu ${aVilla(villa)}, ${stay}.`,
    asItStands: 'Voici votre réservation telle qu’elle est aujourd’hui, avec son nouveau prix.',
    price: 'Le prix',
    before: 'Avant la modification',
    after: 'Désormais',
    toPay: 'Reste à régler en plus',
    toRefund: 'À vous rembourser',
  },
  money: {
    method: (method: string) =>
      method === 'bank_transfer' ? ' par virement' : method === 'card' ? ' par carte' : '',
    received: (amount: string, method: string, day: string) =>
      `Nous avons bien reçu votre règlement de ${amount}${method} le ${day}.`,
    paidInFull: 'Votre séjour est désormais entièrement réglé. Merci.',
    remains: (rest: string) => `Il reste ${rest} à régler`,
    restDue: (rest: string, day: string) => `${rest}, au plus tard le ${day}.`,
    nextDue: (rest: string, amount: string, day: string) =>
      `${rest}${NB}: le prochain règlement, ${amount}, est attendu au plus tard le ${day}.`,
    restOnly: (rest: string) => `${rest}.`,
    paymentName: (kind: string) =>
      kind === 'deposit' ? 'votre acompte' : kind === 'balance' ? 'votre solde' : 'votre règlement',
    due: (name: string, amount: string, day: string) =>
      `${capital(name)} de ${amount} est attendu au plus tard le ${day}.`,
    overdue: (name: string, amount: string, day: string) =>
      `Nous n’avons pas encore reçu ${name} de ${amount}, attendu le ${day}.`,
    total: 'Total de votre séjour',
    receivedSoFar: 'Déjà reçu',
    remaining: 'Reste à régler',
  },
  payments: {
    howToPay: 'Comment régler',
    howToPayText:
      'Votre page de réservation indique nos coordonnées bancaires et la référence à rappeler et, lorsque c’est possible, vous permet de régler par carte.',
    yourPayments: 'Vos règlements',
    receivedEyebrow: 'Paiement reçu',
    receivedTitle: 'Merci',
    beforeArrival: `Quelques jours avant votre arrivée, nous vous adresserons tout ce qu’il vous faut${NB}: l’adresse exacte, l’heure d’arrivée, les codes d’accès et le Wi-Fi.`,
    dueEyebrow: 'Rappel de paiement',
    dueTitle: 'Un petit rappel',
    forStay: (villa: string, stay: string) =>
      ` Il concerne votre séjour ${aVilla(villa)}, ${stay}.`,
    alreadyPaidDue: `Déjà réglé${NN}? Merci${NB}: un virement peut mettre quelques jours à nous parvenir, et nous vous le confirmerons dès sa réception.`,
    overdueEyebrow: 'Paiement en retard',
    overdueTitle: 'Au sujet de votre paiement',
    pleaseSend: (name: string, amount: string) =>
      `Nous vous remercions de régler ${name} de ${amount} dès que possible, ou de répondre à cet e-mail si quelque chose vous en empêche${NB}: selon les conditions de réservation, un paiement resté impayé peut nous conduire à annuler la réservation.`,
    alreadyPaidOverdue: `Déjà réglé${NN}? Merci, et ne tenez pas compte de cet e-mail${NB}: un virement peut mettre quelques jours à nous parvenir.`,
  },
  arrival: {
    preview: (day: string) =>
      `Tout ce qu’il vous faut pour le ${day} est sur votre page de réservation.`,
    eyebrow: 'Votre arrivée',
    title: 'À très bientôt',
    begins: (villa: string) => `Votre séjour ${aVilla(villa)} commence le `,
    paid: `, et il est entièrement réglé. Votre page de réservation réunit désormais tout ce qu’il vous faut pour arriver${NB}: l’adresse exacte et un plan, l’heure d’arrivée, les codes d’accès, le Wi-Fi et le livret d’accueil, et qui appeler en chemin.`,
    concierge: `Notre conciergerie peut encore organiser un chef privé, un bateau ou un transfert depuis l’aéroport${NB}: il vous suffit de répondre à cet e-mail.`,
  },
  thankYou: {
    preview: (villa: string) =>
      `Merci pour votre séjour ${aVilla(villa)}. Comment s’est-il passé${NN}?`,
    eyebrow: 'Merci',
    title: 'Merci d’avoir séjourné chez nous',
    hope: (villa: string, stay: string) =>
      `Nous espérons que vos journées ${aVilla(villa)} (${stay}) ont été à la hauteur de vos souhaits, et que votre retour s’est bien passé.`,
    review: `Accepteriez-vous de raconter votre séjour aux futurs voyageurs${NN}? Votre avis, avec votre note, paraît sur la page de la villa une fois lu par notre équipe, avec la mention «${NB}écrit après un séjour${NB}».`,
    once: `Ce lien vous est personnel et ne sert qu’une fois. Cela ne prend que quelques minutes${NN}; aucune inscription n’est nécessaire.`,
  },
  depositReturned: {
    preview: (amount: string) => `${amount} de votre caution vous sont restitués.`,
    eyebrow: 'Caution',
    title: 'Votre caution vous est restituée',
    partly: (returned: string, amount: string, day: string) =>
      `Nous vous avons restitué ${returned} sur votre caution de ${amount} le ${day}. Ce que nous avons retenu, et pourquoi, figure ci-dessous.`,
    inFull: (amount: string, day: string) =>
      `Nous vous avons restitué l’intégralité de votre caution de ${amount} le ${day}.`,
    comesBack: (method: string) =>
      ` Elle vous est rendue ${method}${NN}; votre banque peut mettre quelques jours à l’afficher.`,
    method: (method: string | null) =>
      ({ bank_transfer: 'par virement', card: 'sur votre carte', cash: 'en espèces' })[
        method ?? ''
      ] ?? 'par le moyen utilisé pour la verser',
    table: 'Votre caution',
    received: 'Caution reçue',
    deducted: (reason: string) => `Retenue${NB}: ${reason}`,
    returned: 'Restitué',
    notAsRemembered: `Si quelque chose ne correspond pas à votre souvenir, répondez simplement à cet e-mail${NB}: nous l’examinerons avec vous.`,
  },
  enquiryStaff: {
    label: (concierge: boolean) =>
      concierge ? 'Demande de conciergerie' : 'Demande d’information',
    title: (name: string) => `${name} nous a écrit`,
    message: 'Message',
    reply: (name: string) => `Répondez à cet e-mail pour répondre à ${name}.`,
  },
  enquiryReceived: {
    preview: `Nous avons bien reçu votre message et vous répondons sous 24${NB}heures.`,
    title: 'Merci',
    received: (concierge: boolean) =>
      concierge
        ? `Nous avons bien reçu votre demande de conciergerie. Notre équipe vous contactera sous 24${NB}heures.`
        : `Nous avons bien reçu votre message. Nous vous répondrons sous 24${NB}heures.`,
    meanwhile: `Un détail à ajouter d’ici là${NN}? Répondez simplement à cet e-mail.`,
  },
} satisfies EmailTexts

const TEXTS: Record<Language, EmailTexts> = { en, fr }

/** The texts of an email in `language`. */
export function textsFor(language: Language): EmailTexts {
  return TEXTS[language]
}

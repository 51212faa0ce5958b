/** Who stays and what they add: what quote_stay prices and the booking stores. */
export interface StayParty {
  adults: number
  children: number
  /** The ids of the optional extras the guest ticked. */
  extras: string[]
}

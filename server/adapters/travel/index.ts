/**
 * The travel port: books a driver's one-way ticket home (a place to a place, by a date) and answers what
 * was booked. There is no travel agency behind it yet: the offline default is the operator's own booking,
 * made by phone or on the carrier's site, whose carrier, times, confirmation and cost they enter; "booking"
 * records what they entered (job_returns and a `return_ticket` trip cost). An agency adapter (a GDS or a
 * corporate travel API) would implement the same interface and answer from its confirmation.
 */
export interface TicketRequest {
  driverId: string;
  from: string;
  to: string;
  /** The day the driver can leave (delivery), YYYY-MM-DD. */
  byDate: string;
}

export interface BookedTicket {
  carrier: string;
  departsAt: Date;
  arrivesAt: Date;
  confirmation: string;
  costCents: number;
}

export interface TravelPort {
  readonly kind: 'operator_entered';
  /** `entered`: what the operator booked themselves (the offline port requires it). */
  book(request: TicketRequest, entered?: BookedTicket): Promise<BookedTicket>;
}

/** Offline: the operator booked it themselves; the port checks and answers what they entered. */
export function createOperatorEnteredTravel(): TravelPort {
  return {
    kind: 'operator_entered',
    async book(_request, entered) {
      if (!entered) throw new Error('The offline travel port records a booking the operator made');
      return { ...entered, carrier: entered.carrier.trim(), confirmation: entered.confirmation.trim() };
    },
  };
}

export function createTravel(): TravelPort {
  return createOperatorEnteredTravel();
}

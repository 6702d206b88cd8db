import { DAMAGE_PENALTY_DOLLARS } from '@core/money';
import { type ReturnTransportPayer, returnTransportPayer } from '@core/pricing';

/** The driver policy shown before a driver may accept a job (product/platform §6, product/clients §6). */
export interface PolicySection {
  title: string;
  points: string[];
}

export const driverPolicy: PolicySection[] = [
  {
    title: 'Commitment',
    points: [
      'An accepted job cannot be cancelled.',
      'Cancelling or failing a job brings an automatic suspension of at least 30 days. Missing provided transportation also brings a 30-day suspension, and you must reimburse it.',
      'Multiple violations may mean a 90-day suspension or permanent removal from the platform.',
    ],
  },
  {
    title: 'Independent contractor',
    points: [
      'You work as an independent contractor and pay your own taxes and insurance.',
      'Misrepresenting your identity means permanent removal.',
      'You verify your identity before each job with a licence photo and a selfie.',
    ],
  },
  {
    title: 'Vehicle care',
    points: [
      `A $${DAMAGE_PENALTY_DOLLARS} penalty applies for damage to the client’s vehicle or for citations received during the job.`,
      'Photos are taken before and after transport.',
    ],
  },
  {
    title: 'Passengers',
    points: [
      'No passengers without the company’s written approval.',
      'Approved passengers must be 10 years or older, and you pay their costs.',
    ],
  },
  {
    title: 'Return transport',
    points: [
      'Trips up to 2,000 miles: the client pays your return transport.',
      'Trips from 2,000 to 5,000 miles: you pay your own return.',
      'Trips over 5,000 miles: a call with dispatch is required first.',
    ],
  },
];

export type ReturnTransport = 'client-pays' | 'driver-pays' | 'call-required';

const returnTransportByPayer: Record<ReturnTransportPayer, ReturnTransport> = {
  client: 'client-pays',
  driver: 'driver-pays',
  call: 'call-required',
};

/** Who pays the driver's way back for a trip of `miles`: the one rule in core/pricing. */
export function returnTransportFor(miles: number): ReturnTransport {
  return returnTransportByPayer[returnTransportPayer(miles)];
}

export const returnTransportText: Record<ReturnTransport, string> = {
  // True since the way home is arranged (tripcosts/returns.ts): a provided ticket, or a self-booked one
  // reimbursed on its receipt; between 2,000 and 5,000 miles nothing is booked or reimbursed.
  'client-pays': 'The client pays your return transport for this trip.',
  'driver-pays': 'You pay your own return transport for this trip: nothing is booked or reimbursed.',
  'call-required': 'This trip is over 5,000 miles: call dispatch before you go.',
};

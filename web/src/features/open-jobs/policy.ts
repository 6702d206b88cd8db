import { DAMAGE_PENALTY_DOLLARS } from '@core/money';
import { type ReturnTransportPayer, returnTransportPayer } from '@core/pricing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The driver policy shown before a driver may accept a job (product/platform §6, product/clients §6). */
export interface PolicySection {
  title: MessageDescriptor;
  points: MessageDescriptor[];
}

export const driverPolicy: PolicySection[] = [
  {
    title: msg`Commitment`,
    points: [
      msg`An accepted job cannot be cancelled.`,
      msg`Cancelling or failing a job brings an automatic suspension of at least 30 days. Missing provided transportation also brings a 30-day suspension, and you must reimburse it.`,
      msg`Multiple violations may mean a 90-day suspension or permanent removal from the platform.`,
    ],
  },
  {
    title: msg`Independent contractor`,
    points: [
      msg`You work as an independent contractor and pay your own taxes and insurance.`,
      msg`Misrepresenting your identity means permanent removal.`,
      msg`You verify your identity before each job with a licence photo and a selfie.`,
    ],
  },
  {
    title: msg`Vehicle care`,
    points: [
      msg`A $${DAMAGE_PENALTY_DOLLARS} penalty applies for damage to the client’s vehicle or for citations received during the job.`,
      msg`Photos are taken before and after transport.`,
    ],
  },
  {
    title: msg`Passengers`,
    points: [
      msg`No passengers without the company’s written approval.`,
      msg`Approved passengers must be 10 years or older, and you pay their costs.`,
    ],
  },
  {
    title: msg`Return transport`,
    points: [
      msg`Trips up to 2,000 miles: the client pays your return transport.`,
      msg`Trips from 2,000 to 5,000 miles: you pay your own return.`,
      msg`Trips over 5,000 miles: a call with dispatch is required first.`,
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

export const returnTransportText: Record<ReturnTransport, MessageDescriptor> = {
  // True since the way home is arranged (tripcosts/returns.ts): a provided ticket, or a self-booked one
  // reimbursed on its receipt; between 2,000 and 5,000 miles nothing is booked or reimbursed.
  'client-pays': msg`The client pays your return transport for this trip.`,
  'driver-pays': msg`You pay your own return transport for this trip: nothing is booked or reimbursed.`,
  'call-required': msg`This trip is over 5,000 miles: call dispatch before you go.`,
};

/**
 * The reference data Pathway ships (server/db/migrations: the four services, the four subscription
 * plans and their features), in the reader's language. Operators may rewrite these rows; a text they
 * wrote is not one of these and shows as written, like any content a person wrote.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './locale';

const SHIPPED: Record<string, MessageDescriptor> = {
  'Bobtail Recovery': msg`Bobtail Recovery`,
  'Bobtail + Trailer': msg`Bobtail + Trailer`,
  'Box Truck Recovery': msg`Box Truck Recovery`,
  'Auction Transport': msg`Auction Transport`,
  'Class A tractor without a trailer, driven to your destination by a verified CDL-A driver.': msg`Class A tractor without a trailer, driven to your destination by a verified CDL-A driver.`,
  'Tractor and trailer moved together by a verified CDL-A driver.': msg`Tractor and trailer moved together by a verified CDL-A driver.`,
  'Straight box trucks moved by a verified Class A or B driver.': msg`Straight box trucks moved by a verified Class A or B driver.`,
  'Pickup of auction-purchased commercial vehicles, delivered to your yard.': msg`Pickup of auction-purchased commercial vehicles, delivered to your yard.`,
  'Client Monthly': msg`Client Monthly`,
  'Driver Monthly': msg`Driver Monthly`,
  'Client Annual': msg`Client Annual`,
  'Driver Annual': msg`Driver Annual`,
  'For fleet managers who move trucks every month: priority dispatch, live tracking and fleet analytics.': msg`For fleet managers who move trucks every month: priority dispatch, live tracking and fleet analytics.`,
  'For drivers who want to keep more of every job: 10% commission instead of 15%.': msg`For drivers who want to keep more of every job: 10% commission instead of 15%.`,
  'Everything in Client Monthly, billed once a year at 15% off.': msg`Everything in Client Monthly, billed once a year at 15% off.`,
  'Everything in Driver Monthly, billed once a year at 15% off.': msg`Everything in Driver Monthly, billed once a year at 15% off.`,
  'Priority dispatch: your jobs are offered to drivers first': msg`Priority dispatch: your jobs are offered to drivers first`,
  "Fleet management with each vehicle's job history": msg`Fleet management with each vehicle's job history`,
  'Advanced analytics: spend, jobs and on-time delivery per month': msg`Advanced analytics: spend, jobs and on-time delivery per month`,
  '10% commission instead of 15% on every job': msg`10% commission instead of 15% on every job`,
  'Advanced analytics: earnings, miles and jobs per week': msg`Advanced analytics: earnings, miles and jobs per week`,
  '15% off the monthly price': msg`15% off the monthly price`,
};

/** A shipped text in the reader's language; any other text as written. */
export function referenceText(text: string): string {
  const known = SHIPPED[text];
  return known ? i18n._(known) : text;
}

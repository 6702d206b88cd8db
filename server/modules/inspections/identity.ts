/** The truck's identity on a report: its site, the facts carried from pickup, and the VIN it must have. */
import { jobNumber } from '@core/jobs';
import { conflict } from '../../lib/errors';
import type { Job } from '../jobs/service';
import { inspectionNoticeMessages } from './bol-messages';
import type { InspectionsContext } from './context';
import { inspectionsRepo, type Stage } from './repo';

/**
 * The site the report's photos are measured from: the stage's address as the geocoder places it now,
 * with its precision (a ZIP code's centre is not the yard); the job's stored position when it cannot.
 */
export async function siteOf(ctx: InspectionsContext, job: Job, stage: Stage) {
  const placed = await ctx.jobs.placeOf(job, stage).catch(() => null);
  if (placed) return { siteLat: placed.lat, siteLng: placed.lng, sitePrecision: placed.precision };
  const [lat, lng] =
    stage === 'pickup' ? [job.pickupLat, job.pickupLng] : [job.destinationLat, job.destinationLng];
  return lat !== null && lng !== null ? { siteLat: lat, siteLng: lng, sitePrecision: null } : {};
}

/** The delivery report starts from the truck the pickup recorded: the driver confirms, not retypes. */
export async function pickupTruckFacts(ctx: InspectionsContext, job: Job) {
  const pickup = await inspectionsRepo.report(ctx.db, job.id, 'pickup');
  if (!pickup?.submittedAt) return {};
  return { vin: pickup.vin, plate: pickup.plate, make: pickup.make, model: pickup.model };
}

/**
 * The VIN the truck must have: at pickup the request's (typed or the chosen vehicle's, kept on the job;
 * the vehicle's own for older jobs), at delivery the pickup's.
 */
export async function expectedVin(ctx: InspectionsContext, job: Job, stage: Stage): Promise<string | null> {
  if (stage === 'delivery') return (await inspectionsRepo.report(ctx.db, job.id, 'pickup'))?.vin ?? null;
  if (job.vin) return job.vin;
  if (!job.vehicleId) return null;
  return (await ctx.fleet.vehicleOfClient(job, job.vehicleId))?.vin ?? null;
}

/** The truck on the spot is not the one of the job: the pickup stops, the client and operators are told. */
export async function refuseMismatch(
  ctx: InspectionsContext,
  job: Job,
  found: string,
  expected: string,
  stage: Stage,
) {
  const where = stage === 'pickup' ? 'the vehicle on the request' : 'the truck picked up';
  const reason = `VIN ${found} on the spot does not match ${where} (${expected})`;
  await ctx.notices.raiseFlag(job.id, 'vehicle_mismatch', reason);
  await ctx
    .notify(job.clientId, 'job_contact', (locale) => ({
      ...inspectionNoticeMessages[locale].vinMismatch({
        number: jobNumber(job.number),
        found,
        expected,
        stage,
      }),
      link: `/tracking?id=${job.id}`,
    }))
    .catch(() => undefined);
  throw conflict(
    `This VIN does not match ${where} (${expected}). Check the plate again; if it is right, do not drive: the client and Pathway's operators have been told.`,
    'vehicle_mismatch',
  );
}

import type { Db } from '../../db/client';
import type { AccountsService, SessionUser } from '../accounts/service';
import type { DispatchService } from '../dispatch/service';
import type { DocumentsService } from '../documents/service';
import type { FilesService } from '../files/service';
import type { FleetService } from '../fleet/service';
import type { Job, JobsService } from '../jobs/service';
import type { MailService } from '../mail/service';
import type { NoticesService } from '../notices/service';
import type { Notify } from '../notifications/service';

export interface InspectionsDeps {
  db: Db;
  jobs: JobsService;
  files: FilesService;
  fleet: Pick<FleetService, 'vehicleOfClient'>;
  /** The report's submission is the trip's step: dispatch starts or finishes the trip. */
  dispatch: Pick<
    DispatchService,
    'driversJob' | 'pickupBegun' | 'startTrip' | 'finishTrip' | 'afterTripStep'
  >;
  notices: Pick<NoticesService, 'raiseFlag'>;
  notify: Notify;
  mail: Pick<MailService, 'queue'>;
  /** The client's copy of each bill of lading is kept in their documents. */
  documents: Pick<DocumentsService, 'keepBillOfLading'>;
  accounts: Pick<AccountsService, 'getUser' | 'listOperatorIds'>;
  publicUrl: string;
  /** Signs the bill of lading's public link and its verification code. */
  secret: string;
  /** The operators' time zone: the BOL's times read in it. */
  timeZone: string;
  now?: () => Date;
  /** Where the work after a submission (the BOL copy, its e-mails) reports a failure it does not let undo the step. */
  log?: (message: string, err?: unknown) => void;
}

export type InspectionsContext = Omit<InspectionsDeps, 'log' | 'now'> & {
  now: () => Date;
  log: (message: string, err?: unknown) => void;
};

/** The job as its assigned driver works on it (409 for the driver it was taken from, 404 for strangers). */
export const driversJob = (ctx: InspectionsContext, actor: SessionUser, id: string): Promise<Job> =>
  ctx.dispatch.driversJob(actor, id);

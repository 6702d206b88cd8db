import { bindActions } from '../../lib/actions';
import { billOfLading, publicBillOfLading } from './bol';
import type { InspectionsContext, InspectionsDeps } from './context';
import { deliveryPhoto, trackedRecord } from './public-record';
import {
  addMark,
  addPhoto,
  canReadFile,
  conditionReports,
  removeMark,
  saveDetails,
  sign,
  submit,
} from './reports';
import { decideSigning, signingPhoto, signingView } from './signing';

export type { InspectionsDeps } from './context';

/**
 * The signed record of the truck (product/platform): the condition report at pickup and at delivery,
 * its photos, damage marks and signatures, remote signing when nobody was there, and the bill of lading.
 */
export function createInspectionsService(deps: InspectionsDeps) {
  const ctx: InspectionsContext = {
    ...deps,
    now: deps.now ?? (() => new Date()),
    log: deps.log ?? ((message, err) => console.error(message, err)),
  };
  return bindActions(ctx, {
    conditionReports,
    saveDetails,
    addPhoto,
    addMark,
    removeMark,
    sign,
    submit,
    canReadFile,
    signingView,
    signingPhoto,
    decideSigning,
    billOfLading,
    publicBillOfLading,
    trackedRecord,
    deliveryPhoto,
  });
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;

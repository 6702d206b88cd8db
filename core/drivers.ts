/**
 * Who counts as an available driver: one definition for every count and list of them (the console's
 * "Drivers online", /pathway-ai, the assistant, the home page's drivers nearby, a job's
 * recommendations): a verified driver account, not suspended, that has said it is taking work now.
 */
export interface DriverAvailabilityFacts {
  verificationStatus: 'unsubmitted' | 'pending' | 'approved' | 'rejected';
  /** The account's role is still driver. */
  isDriver: boolean;
  /** A suspension is in force now. */
  suspended: boolean;
  /** The driver's own switch on /driver ("taking work"). */
  takingWork: boolean;
}

export const isAvailableDriver = (d: DriverAvailabilityFacts): boolean =>
  d.isDriver && d.verificationStatus === 'approved' && !d.suspended && d.takingWork;

/**
 * The condition report at pickup and at delivery: the equipment a driveaway driver must find in good
 * working order before driving (49 CFR 392.7, 396.13), damage marked on a diagram of the vehicle type,
 * the photos each end needs, and the comparison that finds damage new at delivery.
 */
import type { VehicleType } from './pricing';

/** What the driver must be satisfied is in good working order before driving a vehicle away. */
export const equipmentItems = [
  { key: 'serviceBrakes', label: 'Service brakes' },
  { key: 'parkingBrake', label: 'Parking brake' },
  { key: 'steering', label: 'Steering' },
  { key: 'lights', label: 'Lights and reflectors' },
  { key: 'tires', label: 'Tires' },
  { key: 'horn', label: 'Horn' },
  { key: 'wipers', label: 'Windshield wipers' },
  { key: 'mirrors', label: 'Rear-vision mirrors' },
  { key: 'coupling', label: 'Coupling devices' },
  { key: 'wheels', label: 'Wheels and rims' },
  { key: 'emergency', label: 'Emergency equipment' },
] as const;
export type EquipmentKey = (typeof equipmentItems)[number]['key'];

export const damageTypes = ['scratch', 'dent', 'crack', 'broken', 'missing', 'other'] as const;
export type DamageType = (typeof damageTypes)[number];
export const damageTypeLabels: Record<DamageType, string> = {
  scratch: 'Scratch',
  dent: 'Dent',
  crack: 'Crack',
  broken: 'Broken',
  missing: 'Missing',
  other: 'Other',
};

export const damageSeverities = ['minor', 'moderate', 'severe'] as const;
export type DamageSeverity = (typeof damageSeverities)[number];

export const fuelLevels = ['empty', 'quarter', 'half', 'three_quarters', 'full'] as const;
export type FuelLevel = (typeof fuelLevels)[number];
export const fuelLevelLabels: Record<FuelLevel, string> = {
  empty: 'Empty',
  quarter: '1/4',
  half: '1/2',
  three_quarters: '3/4',
  full: 'Full',
};

/** The diagram's views: seen from above and from each side. */
export const diagramViews = ['top', 'front', 'rear', 'left', 'right'] as const;
export type DiagramView = (typeof diagramViews)[number];
export const diagramViewLabels: Record<DiagramView, string> = {
  top: 'Top',
  front: 'Front',
  rear: 'Rear',
  left: 'Driver side',
  right: 'Passenger side',
};

/**
 * The outline of each view of a vehicle type as SVG paths in a 200 × 100 box. Marks are placed in the
 * same box (x 0–200, y 0–100), so a mark means the same spot whichever screen drew it.
 */
type Outline = Record<DiagramView, string[]>;

const cabFront = [
  'M60 15 h80 v75 h-80 z',
  'M70 22 h60 v25 h-60 z',
  'M66 70 h14 v8 h-14 z',
  'M120 70 h14 v8 h-14 z',
];
const cabRear = ['M60 15 h80 v75 h-80 z', 'M85 60 h30 v25 h-30 z'];
const tractorSide = ['M10 25 h60 v55 h-60 z', 'M18 32 h30 v20 h-30 z', 'M70 50 h120 v30 h-120 z'];
const tractorTop = ['M15 25 h55 v50 h-55 z', 'M70 35 h115 v30 h-115 z', 'M120 40 h40 v20 h-40 z'];
const trailerSide = ['M5 20 h190 v55 h-190 z'];
const trailerTop = ['M5 25 h190 v50 h-190 z'];
const boxSide = ['M10 30 h45 v50 h-45 z', 'M18 37 h25 v18 h-25 z', 'M55 10 h140 v70 h-140 z'];
const boxTop = ['M10 30 h45 v40 h-45 z', 'M55 20 h140 v60 h-140 z'];

const withWheels = (paths: string[], xs: number[], y = 82) => [
  ...paths,
  ...xs.map((x) => `M${x - 9} ${y} a9 9 0 1 0 18 0 a9 9 0 1 0 -18 0`),
];

export const diagramOutlines: Record<VehicleType, Outline> = {
  bobtail: {
    top: tractorTop,
    front: cabFront,
    rear: cabRear,
    left: withWheels(tractorSide, [40, 150, 175]),
    right: withWheels(tractorSide, [40, 150, 175]),
  },
  'bobtail-trailer': {
    top: ['M5 30 h45 v40 h-45 z', 'M50 22 h145 v56 h-145 z'],
    front: cabFront,
    rear: ['M20 10 h160 v80 h-160 z', 'M98 10 v80'],
    left: withWheels(['M5 40 h45 v40 h-45 z', 'M50 15 h145 v55 h-145 z'], [25, 70, 165, 185]),
    right: withWheels(['M5 40 h45 v40 h-45 z', 'M50 15 h145 v55 h-145 z'], [25, 70, 165, 185]),
  },
  'box-truck': {
    top: boxTop,
    front: cabFront,
    rear: ['M30 8 h140 v80 h-140 z', 'M100 8 v80'],
    left: withWheels(boxSide, [35, 165]),
    right: withWheels(boxSide, [35, 165]),
  },
  trailer: {
    top: trailerTop,
    front: ['M20 10 h160 v80 h-160 z', 'M90 70 h20 v15 h-20 z'],
    rear: ['M20 10 h160 v80 h-160 z', 'M98 10 v80'],
    left: withWheels(trailerSide, [150, 172]),
    right: withWheels(trailerSide, [150, 172]),
  },
};

export const DIAGRAM_WIDTH = 200;
export const DIAGRAM_HEIGHT = 100;

/** The photos each end needs: four sides, the odometer, the VIN plate, and the coupling of a trailer. */
export const conditionPhotoKinds = [
  'front',
  'rear',
  'left',
  'right',
  'odometer',
  'vin_plate',
  'coupling',
] as const;
export type ConditionPhotoKind = (typeof conditionPhotoKinds)[number];
export const conditionPhotoLabels: Record<ConditionPhotoKind, string> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Driver side',
  right: 'Passenger side',
  odometer: 'Odometer',
  vin_plate: 'VIN plate',
  coupling: 'Coupling',
};

export function requiredConditionPhotos(vehicleType: VehicleType): ConditionPhotoKind[] {
  const base: ConditionPhotoKind[] = ['front', 'rear', 'left', 'right', 'odometer', 'vin_plate'];
  return vehicleType === 'bobtail-trailer' || vehicleType === 'trailer' ? [...base, 'coupling'] : base;
}

/** A photo taken farther than this from the job's pickup or destination is recorded with a warning. */
export const PHOTO_DISTANCE_WARNING_MILES = 1;

/** How precisely the geocoder placed the site a report's photos are compared with. */
export type SitePrecision = 'exact' | 'zip' | 'city' | 'state';

/**
 * How far a photo may be from the site before it is flagged, by how well the site is known: a mile from
 * a street address, but a ZIP code's or a city's centre may be miles from the yard, and a state's centre
 * says nothing (no flag). Unknown precision (older reports) counts as a street address.
 */
export const photoWarningMiles: Record<SitePrecision, number | null> = {
  exact: PHOTO_DISTANCE_WARNING_MILES,
  zip: 5,
  city: 15,
  state: null,
};

/**
 * The BOL's photo line: how many photos, which were far from the site (saying what the site is), and
 * how many carried no position (nothing to measure).
 */
export function photoDistanceSummary(
  photos: { total: number; far: number; unplaced: number },
  precision: SitePrecision | null,
  stage: 'pickup' | 'delivery',
): string {
  const address = stage === 'pickup' ? 'pickup address' : 'delivery address';
  const { total, far, unplaced } = photos;
  const base = `${total} photo${total === 1 ? '' : 's'} with their time`;
  const placed = total - unplaced;
  const noPosition =
    unplaced === 0
      ? ''
      : unplaced === total
        ? '; none with a position from the phone'
        : `; ${unplaced} with no position from the phone`;
  if (placed === 0) return `${base}${noPosition}.`;
  if (precision === 'state')
    return `${base}${noPosition}; the ${address} was placed only by its state, so no distance is checked.`;
  const limit = photoWarningMiles[precision ?? 'exact']!;
  const within = `${limit} mile${limit === 1 ? '' : 's'}`;
  const site =
    precision === 'zip'
      ? `the centre of the ${address}'s ZIP code (the only position known for it)`
      : precision === 'city'
        ? `the centre of the ${address}'s city (the only position known for it)`
        : `the ${address}`;
  const checked = unplaced > 0 ? `the ${placed} placed` : 'all';
  if (far === 0)
    return precision === 'zip' || precision === 'city'
      ? `${base}${noPosition}; ${checked} within ${within} of ${site}.`
      : `${base}${noPosition}; ${checked} at the ${address}.`;
  return `${base}${noPosition}; ${far} taken more than ${within} from ${site}.`;
}

export interface DamageMark {
  view: DiagramView;
  x: number;
  y: number;
  type: DamageType;
  severity: DamageSeverity;
}

/** Two marks this close on the same view (in diagram units) are the same spot. */
export const SAME_SPOT_RADIUS = 12;

const severityRank: Record<DamageSeverity, number> = { minor: 0, moderate: 1, severe: 2 };

export interface DamageComparison<M extends DamageMark> {
  /** Marked at delivery where nothing was marked at pickup. */
  added: M[];
  /** Marked at both ends, but worse at delivery (a higher severity, or another kind of damage). */
  worsened: M[];
}

/**
 * Damage new at delivery: each delivery mark is matched with the nearest pickup mark on the same view
 * within `SAME_SPOT_RADIUS`; unmatched ones are added, matched ones that got worse are worsened.
 */
export function compareDamage<M extends DamageMark>(
  pickup: readonly DamageMark[],
  delivery: readonly M[],
): DamageComparison<M> {
  const added: M[] = [];
  const worsened: M[] = [];
  for (const mark of delivery) {
    let nearest: DamageMark | null = null;
    let best = Number.POSITIVE_INFINITY;
    for (const before of pickup) {
      if (before.view !== mark.view) continue;
      const d = Math.hypot(before.x - mark.x, before.y - mark.y);
      if (d <= SAME_SPOT_RADIUS && d < best) {
        best = d;
        nearest = before;
      }
    }
    if (!nearest) added.push(mark);
    else if (
      severityRank[mark.severity] > severityRank[nearest.severity] ||
      (mark.type !== nearest.type && mark.type !== 'scratch')
    )
      worsened.push(mark);
  }
  return { added, worsened };
}

/** Whether the delivery report shows damage the pickup report did not: the second payout waits for it. */
export const hasNewDamage = (c: DamageComparison<DamageMark>) => c.added.length > 0 || c.worsened.length > 0;

export interface ReportState {
  stage: 'pickup' | 'delivery';
  vin: string | null;
  plate: string | null;
  make: string | null;
  model: string | null;
  odometer: number | null;
  fuelLevel: FuelLevel | null;
  equipment: Partial<Record<EquipmentKey, { ok: boolean; photoClientId?: string | null } | undefined>>;
  receiverName: string | null;
  photoKinds: ReadonlySet<string>;
  signatureRoles: ReadonlySet<string>;
  customerNotAvailable: boolean;
  /** The other party was there and refused to sign (the report goes without their signature). */
  partyRefused?: boolean;
}

/** The other party who signs: the releasing party at pickup, the receiver at delivery. */
export const partyRoleOf = (stage: 'pickup' | 'delivery') => (stage === 'pickup' ? 'releasing' : 'receiving');

/**
 * What is still missing before a report can be submitted, in words a driver can act on (the server
 * refuses a submission with these; the phone shows them before the driver tries).
 */
export function reportMissing(r: ReportState, vehicleType: VehicleType): string[] {
  const missing: string[] = [];
  if (!r.vin) missing.push('The VIN');
  if (!r.plate) missing.push('The licence plate');
  if (!r.make || !r.model) missing.push('The make and model');
  if (r.odometer === null) missing.push('The odometer reading');
  if (!r.fuelLevel) missing.push('The fuel level');
  const unanswered = equipmentItems.filter((i) => !r.equipment[i.key]);
  if (unanswered.length > 0) missing.push(`Equipment checks: ${unanswered.map((i) => i.label).join(', ')}`);
  for (const item of equipmentItems) {
    const result = r.equipment[item.key];
    if (result && !result.ok && !result.photoClientId)
      missing.push(`A photo of the failed ${item.label.toLowerCase()}`);
  }
  const photosMissing = requiredConditionPhotos(vehicleType).filter((k) => !r.photoKinds.has(k));
  if (photosMissing.length > 0)
    missing.push(`Photos: ${photosMissing.map((k) => conditionPhotoLabels[k].toLowerCase()).join(', ')}`);
  if (r.stage === 'delivery' && !r.receiverName) missing.push('Who receives the truck');
  if (!r.signatureRoles.has('driver')) missing.push('Your signature');
  if (r.customerNotAvailable) {
    if (!r.photoKinds.has('keys')) missing.push('A photo of the keys (nobody is there to sign)');
    if (!r.photoKinds.has('left_at')) missing.push('A photo of where the truck was left');
    // A refusal is recorded with its reason instead of the signature.
  } else if (!r.partyRefused && !r.signatureRoles.has(partyRoleOf(r.stage)))
    missing.push(r.stage === 'pickup' ? "The releasing party's signature" : "The receiver's signature");
  return missing;
}

/** A photo's time may lead the server's clock by this much (phones' clocks drift)... */
export const PHOTO_CLOCK_SKEW_MS = 5 * 60_000;
/** ...and may precede the job's acceptance by a day (the driver photographs the truck on arrival). */
export const PHOTO_BEFORE_ACCEPTANCE_MS = 86_400_000;

/** Whether a condition-report photo's time is possible for a job accepted at `acceptedAt`. */
export function photoTimePlausible(takenAt: Date, acceptedAt: Date, now: Date): boolean {
  const t = takenAt.getTime();
  return t >= acceptedAt.getTime() - PHOTO_BEFORE_ACCEPTANCE_MS && t <= now.getTime() + PHOTO_CLOCK_SKEW_MS;
}

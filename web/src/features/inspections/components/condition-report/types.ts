import type { DamageSeverity, DamageType, DiagramView } from '@core/inspections';

/** A photo of the report: the server's, or one still waiting on the phone (its preview). */
export interface LocalPhoto {
  clientId: string;
  kind: string;
  url: string;
  pending: boolean;
  farFromSite: boolean;
}

/** A damage mark: the server's, or one still waiting on the phone. */
export interface LocalMark {
  id: string;
  clientId: string | null;
  view: DiagramView;
  x: number;
  y: number;
  type: DamageType;
  severity: DamageSeverity;
  note: string | null;
  comparedToPickup: 'new' | 'worse' | 'known' | null;
  pending: boolean;
}

/** The equipment check's results by item. */
export type EquipmentResults = Record<
  string,
  { ok: boolean; note: string | null; photoClientId: string | null }
>;

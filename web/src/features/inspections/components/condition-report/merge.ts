import type { ConditionReport } from '@core/contracts/inspections';
import type { OutboxEntry } from '../../outbox';
import type { Stage } from '../capture';
import type { EquipmentResults, LocalMark, LocalPhoto } from './types';

/** The server's report with what still waits on the phone laid over it, in capture order. */
export function mergeReport(
  server: ConditionReport | null,
  entries: OutboxEntry[],
  stage: Stage,
  previews: ReadonlyMap<number, string>,
) {
  const mine = entries.filter((e) => e.stage === stage);
  const details = { ...server } as Record<string, unknown>;
  const equipment: EquipmentResults = {
    ...(server?.equipment ?? {}),
  };
  const photos: LocalPhoto[] = (server?.photos ?? []).map((p) => ({
    clientId: p.clientId,
    kind: p.kind,
    url: p.url,
    pending: false,
    farFromSite: p.farFromSite,
  }));
  let marks: LocalMark[] = (server?.marks ?? []).map((m) => ({ ...m, clientId: null, pending: false }));
  const roles = new Set<string>((server?.signatures ?? []).map((s) => s.role));
  let submitting = false;
  let customerNotAvailable = server?.customerNotAvailable ?? false;
  for (const e of mine) {
    const b = e.body;
    if (e.kind === 'details') {
      const { equipment: eq, ...rest } = b as { equipment?: typeof equipment };
      Object.assign(details, rest);
      Object.assign(equipment, eq ?? {});
    } else if (e.kind === 'photo' && e.photo) {
      photos.push({
        clientId: String(b.clientId),
        kind: String(b.kind),
        url: previews.get(e.seq!) ?? '',
        pending: true,
        farFromSite: false,
      });
    } else if (e.kind === 'mark') {
      marks = marks.filter((m) => m.clientId !== b.clientId);
      marks.push({
        ...(b as unknown as LocalMark),
        id: String(b.clientId),
        comparedToPickup: null,
        pending: true,
      });
    } else if (e.kind === 'unmark') marks = marks.filter((m) => m.id !== b.markId);
    else if (e.kind === 'signature') roles.add(String(b.role));
    else if (e.kind === 'submit') {
      submitting = true;
      customerNotAvailable = Boolean(b.customerNotAvailable);
    }
  }
  return { details, equipment, photos, marks, roles, submitting, customerNotAvailable };
}

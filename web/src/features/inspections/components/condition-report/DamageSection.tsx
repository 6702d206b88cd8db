import type { ConditionReport } from '@core/contracts/inspections';
import type { RecoveryRequest } from '@core/contracts/jobs';
import { type DiagramView, damageTypeLabels } from '@core/inspections';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { enqueue } from '../../outbox';
import { Section, type Stage } from '../capture';
import { type DiagramMark, VehicleDiagram } from '../VehicleDiagram';
import { MarkForm } from './MarkForm';
import type { LocalMark, LocalPhoto } from './types';

/** Damage on the truck's diagram (at delivery, beside what was marked at pickup), and the marks' list. */
export function DamageSection({
  job,
  stage,
  marks,
  pickupMarks,
}: {
  job: RecoveryRequest;
  stage: Stage;
  marks: LocalMark[];
  pickupMarks: ConditionReport['marks'];
  photos: LocalPhoto[];
}) {
  const [view, setView] = useState<DiagramView>('left');
  const [spot, setSpot] = useState<{ view: DiagramView; x: number; y: number } | null>(null);
  const shown: DiagramMark[] = [
    ...pickupMarks.map((m) => ({ ...m, id: `pickup-${m.id}`, tone: 'pickup' as const })),
    ...marks.map((m) => ({
      ...m,
      tone: m.pending
        ? ('pending' as const)
        : stage === 'delivery'
          ? (m.comparedToPickup ?? 'known')
          : ('known' as const),
    })),
  ];
  return (
    <Section
      title="Damage"
      description={
        stage === 'delivery'
          ? 'Grey dots were marked at pickup. Tap the diagram where there is damage now.'
          : 'Tap the diagram where there is damage, then take a close-up.'
      }
    >
      <VehicleDiagram
        vehicleType={job.vehicleType}
        view={view}
        onView={setView}
        marks={shown}
        onPlace={setSpot}
      />
      {spot ? <MarkForm job={job} stage={stage} spot={spot} onDone={() => setSpot(null)} /> : null}
      {marks.length === 0 ? (
        <p className="text-sm text-slate-600">No damage marked.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Damage marks">
          {marks.map((m) => (
            <li
              key={m.id}
              className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 p-2 text-sm"
            >
              <span>
                {damageTypeLabels[m.type]} ({m.severity}), {m.view}
                {m.comparedToPickup === 'new' ? (
                  <Badge tone="danger" className="ml-2">
                    New since pickup
                  </Badge>
                ) : m.comparedToPickup === 'worse' ? (
                  <Badge tone="warning" className="ml-2">
                    Worse than at pickup
                  </Badge>
                ) : null}
              </span>
              {!m.pending ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove the ${damageTypeLabels[m.type].toLowerCase()} mark`}
                  onClick={() =>
                    void enqueue({
                      jobId: job.id,
                      stage,
                      kind: 'unmark',
                      body: { markId: m.id },
                      label: 'Removed mark',
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

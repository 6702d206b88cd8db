import type { ConditionReport } from '@core/contracts/inspections';
import type { RecoveryRequest } from '@core/contracts/jobs';
import type { DiagramView } from '@core/inspections';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  damageSeverityLowerMessages,
  damageTypeLowerMessages,
  damageTypeMessages,
  diagramViewKeyMessages,
} from '../../labels';
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
  const { t } = useLingui();
  const [view, setView] = useState<DiagramView>('left');
  const removeLabel = (kind: string) => t`Remove the ${kind} mark`;
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
      title={t`Damage`}
      description={
        stage === 'delivery'
          ? t`Grey dots were marked at pickup. Tap the diagram where there is damage now.`
          : t`Tap the diagram where there is damage, then take a close-up.`
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
        <p className="text-sm text-slate-600">
          <Trans>No damage marked.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t`Damage marks`}>
          {marks.map((m) => (
            <li
              key={m.id}
              className="flex items-center justify-between gap-2 rounded-xl bg-slate-50 p-2 text-sm"
            >
              <span>
                {t(damageTypeMessages[m.type])} ({t(damageSeverityLowerMessages[m.severity])}),{' '}
                {t(diagramViewKeyMessages[m.view])}
                {m.comparedToPickup === 'new' ? (
                  <Badge tone="danger" className="ml-2">
                    <Trans>New since pickup</Trans>
                  </Badge>
                ) : m.comparedToPickup === 'worse' ? (
                  <Badge tone="warning" className="ml-2">
                    <Trans>Worse than at pickup</Trans>
                  </Badge>
                ) : null}
              </span>
              {!m.pending ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={removeLabel(t(damageTypeLowerMessages[m.type]))}
                  onClick={() =>
                    void enqueue({
                      jobId: job.id,
                      stage,
                      kind: 'unmark',
                      body: { markId: m.id },
                      label: t`Removed mark`,
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

import {
  type DamageType,
  DIAGRAM_HEIGHT,
  DIAGRAM_WIDTH,
  type DiagramView,
  diagramOutlines,
  diagramViews,
} from '@core/inspections';
import type { VehicleType } from '@core/pricing';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@web/lib/utils';
import type { MouseEvent } from 'react';
import { damageTypeMessages, diagramViewMessages } from '../labels';

export interface DiagramMark {
  id: string;
  view: DiagramView;
  x: number;
  y: number;
  type: DamageType;
  /** new (at delivery, not at pickup), worse, known, or from the pickup report (shown faded). */
  tone: 'new' | 'worse' | 'known' | 'pickup' | 'pending';
}

const toneFill: Record<DiagramMark['tone'], string> = {
  new: '#dc2626',
  worse: '#ea580c',
  known: '#2563eb',
  pickup: '#94a3b8',
  pending: '#a855f7',
};

/** A dot's tooltip: the kind of damage, and how it compares with pickup. */
function useMarkTitle() {
  const { t } = useLingui();
  return (kind: string, tone: DiagramMark['tone']) =>
    tone === 'new'
      ? t`${kind} (new since pickup)`
      : tone === 'worse'
        ? t`${kind} (worse than at pickup)`
        : kind;
}

/**
 * The vehicle type's diagram, one view at a time; tapping a spot places a mark there (`onPlace` gets the
 * spot in diagram units). Marks show as numbered dots, coloured by how they compare with pickup.
 */
export function VehicleDiagram({
  vehicleType,
  view,
  onView,
  marks,
  onPlace,
}: {
  vehicleType: VehicleType;
  view: DiagramView;
  onView: (view: DiagramView) => void;
  marks: DiagramMark[];
  onPlace?: (spot: { view: DiagramView; x: number; y: number }) => void;
}) {
  const place = (e: MouseEvent<SVGSVGElement>) => {
    if (!onPlace) return;
    const r = e.currentTarget.getBoundingClientRect();
    onPlace({
      view,
      x: Math.round(((e.clientX - r.left) / r.width) * DIAGRAM_WIDTH),
      y: Math.round(((e.clientY - r.top) / r.height) * DIAGRAM_HEIGHT),
    });
  };
  const { t } = useLingui();
  const markTitle = useMarkTitle();
  const shown = marks.filter((m) => m.view === view);
  const side = t(diagramViewMessages[view]);
  const count = shown.length;
  const diagramLabel = onPlace
    ? t`${side} of the vehicle: tap where the damage is, ${plural(count, { one: '# mark', other: '# marks' })}`
    : t`${side} of the vehicle, ${plural(count, { one: '# mark', other: '# marks' })}`;
  return (
    <div className="grid gap-2">
      <div
        role="tablist"
        aria-label={t`Side of the vehicle`}
        className="grid grid-cols-5 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {diagramViews.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={v === view}
            onClick={() => onView(v)}
            className={cn(
              'min-h-11 rounded-lg px-1 text-xs font-semibold',
              v === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
            )}
          >
            {t(diagramViewMessages[v])}
            {marks.some((m) => m.view === v) ? ' •' : ''}
          </button>
        ))}
      </div>
      <svg
        viewBox={`0 0 ${DIAGRAM_WIDTH} ${DIAGRAM_HEIGHT}`}
        role={onPlace ? 'button' : 'img'}
        aria-label={diagramLabel}
        className={cn('w-full rounded-xl border border-slate-200 bg-slate-50', onPlace && 'cursor-crosshair')}
        onClick={place}
        tabIndex={onPlace ? 0 : undefined}
        onKeyDown={(e) => {
          // From the keyboard, a mark goes in the middle of the view; its form says what and how bad.
          if (onPlace && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            onPlace({ view, x: DIAGRAM_WIDTH / 2, y: DIAGRAM_HEIGHT / 2 });
          }
        }}
      >
        {diagramOutlines[vehicleType][view].map((d) => (
          <path key={d} d={d} fill="white" stroke="#475569" strokeWidth="1.5" />
        ))}
        {shown.map((m, i) => (
          <g key={m.id}>
            <circle cx={m.x} cy={m.y} r="6" fill={toneFill[m.tone]} stroke="white" strokeWidth="1.5" />
            <text x={m.x} y={m.y + 2.5} textAnchor="middle" fontSize="7" fill="white" fontWeight="700">
              {i + 1}
            </text>
            <title>{markTitle(t(damageTypeMessages[m.type]), m.tone)}</title>
          </g>
        ))}
      </svg>
    </div>
  );
}

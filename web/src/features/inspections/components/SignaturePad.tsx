import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@web/components/ui/button';
import { type PointerEvent, useRef } from 'react';

const W = 300;
const H = 100;

/**
 * A signature drawn with a finger (or a mouse or pen): strokes kept as SVG path data in a 300 × 100 box,
 * the form the server stores and the bill of lading prints.
 */
export function SignaturePad({
  label,
  value,
  onChange,
}: {
  /** Who signs, for screen readers and the caption ("Signature of the receiver"). */
  label: string;
  value: string;
  onChange: (strokes: string) => void;
}) {
  const { t } = useLingui();
  const box = useRef<SVGSVGElement>(null);
  // Pointer events come faster than renders: the strokes so far live in a ref, not in the last render.
  const strokes = useRef(value);
  strokes.current = value;
  const drawing = useRef(false);
  const add = (segment: string) => {
    strokes.current = strokes.current ? `${strokes.current} ${segment}` : segment;
    onChange(strokes.current);
  };

  const point = (e: PointerEvent<SVGSVGElement>) => {
    const r = box.current!.getBoundingClientRect();
    const x = ((e.clientX - r.left) / r.width) * W;
    const y = ((e.clientY - r.top) / r.height) * H;
    return `${Math.max(0, Math.min(W, x)).toFixed(1)} ${Math.max(0, Math.min(H, y)).toFixed(1)}`;
  };

  return (
    <div className="grid gap-1.5">
      <svg
        ref={box}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={value ? t`${label}: signed` : t`${label}: sign here with your finger`}
        className="aspect-[3/1] w-full touch-none select-none rounded-xl border-2 border-dashed border-slate-300 bg-white"
        onPointerDown={(e) => {
          e.preventDefault();
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          add(`M${point(e)}`);
        }}
        onPointerMove={(e) => {
          if (drawing.current) add(`L${point(e)}`);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      >
        <line x1="15" y1="80" x2="285" y2="80" stroke="#cbd5e1" strokeWidth="1" />
        {value ? (
          <path
            d={value}
            fill="none"
            stroke="#0f172a"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <text x="150" y="55" textAnchor="middle" className="fill-slate-400 text-[12px]">
            <Trans>Sign here</Trans>
          </text>
        )}
      </svg>
      <div className="flex items-center justify-between text-xs text-slate-600">
        <span>{label}</span>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')} disabled={!value}>
          <Trans>Clear</Trans>
        </Button>
      </div>
    </div>
  );
}

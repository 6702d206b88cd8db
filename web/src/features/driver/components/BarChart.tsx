import { useId } from 'react';

export interface Bar {
  label: string;
  /** Short label under the bar. */
  tick: string;
  value: number;
  /** A lighter bar behind (e.g. on duty behind driving). */
  background?: number;
}

/**
 * A small bar chart in SVG with a screen-reader table of the same figures. Values share one scale;
 * `format` writes a value for people.
 */
export function BarChart({
  title,
  bars,
  format,
  legend,
}: {
  title: string;
  bars: Bar[];
  format: (v: number) => string;
  legend?: { value: string; background?: string };
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.background ?? 0)));
  const width = 320;
  const height = 140;
  const gap = 4;
  const barWidth = (width - gap * (bars.length - 1)) / Math.max(1, bars.length);
  return (
    <figure className="grid gap-2" aria-labelledby={id}>
      <figcaption id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} className="w-full" aria-hidden="true" role="presentation">
        {bars.map((b, i) => {
          const x = i * (barWidth + gap);
          const h = (b.value / max) * height;
          const bh = ((b.background ?? 0) / max) * height;
          return (
            <g key={b.label}>
              <title>{`${b.label}: ${format(b.value)}`}</title>
              {b.background ? (
                <rect x={x} y={height - bh} width={barWidth} height={bh} rx={2} className="fill-brand-100" />
              ) : null}
              <rect x={x} y={height - h} width={barWidth} height={h} rx={2} className="fill-brand-600" />
              <text
                x={x + barWidth / 2}
                y={height + 13}
                textAnchor="middle"
                className="fill-slate-500 text-[9px]"
              >
                {b.tick}
              </text>
            </g>
          );
        })}
      </svg>
      {legend ? (
        <div className="flex flex-wrap gap-3 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand-600" /> {legend.value}
          </span>
          {legend.background ? (
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-brand-100" /> {legend.background}
            </span>
          ) : null}
        </div>
      ) : null}
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{format(b.value)}</td>
              {b.background !== undefined ? <td>{format(b.background)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

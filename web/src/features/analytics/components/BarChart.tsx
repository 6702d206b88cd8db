import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface BarDatum {
  label: string;
  value: number | null;
}

/**
 * A small accessible bar chart (SVG). Screen readers get the same figures as a table; the bars are
 * decoration for sighted users.
 */
export function BarChart({
  title,
  data,
  format,
  color = 'fill-brand-500',
  max,
}: {
  title: string;
  data: BarDatum[];
  format: (value: number) => string;
  color?: string;
  max?: number;
}) {
  const { t } = useLingui();
  const id = useId();
  const latest = data.at(-1)?.value;
  const latestText = latest == null ? t`no data` : format(latest);
  const top = max ?? Math.max(1, ...data.map((d) => d.value ?? 0));
  const width = 320;
  const height = 140;
  const gap = 6;
  const bar = (width - gap * (data.length - 1)) / Math.max(1, data.length);
  return (
    <figure aria-labelledby={id} className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 18}`} className="w-full" aria-hidden="true" role="presentation">
        {data.map((d, i) => {
          const h = d.value === null ? 0 : Math.max(d.value > 0 ? 2 : 0, (d.value / top) * height);
          const x = i * (bar + gap);
          return (
            <g key={d.label}>
              <rect x={x} y={height - h} width={bar} height={h} rx={3} className={color} />
              <text x={x + bar / 2} y={height + 13} textAnchor="middle" className="fill-slate-500 text-[9px]">
                {d.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{d.value === null ? t`no data` : format(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-500">{t`Latest: ${latestText}`}</p>
    </figure>
  );
}

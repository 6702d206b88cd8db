/** A progress bar fed by the real bytes sent (XMLHttpRequest upload events). */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-150"
          style={{ width: `${value}%` }}
        />
      </div>
      <span className="text-right text-xs tabular-nums text-slate-600" aria-hidden="true">
        {value}%
      </span>
    </div>
  );
}

import { useId } from 'react';
import { Label } from './label';
import { Switch } from './switch';

/** A labelled on/off switch with a one-line hint, the label on the left and the switch on the right. */
export function SwitchField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id?: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="grid gap-0.5">
        <Label htmlFor={switchId}>{label}</Label>
        <p className="text-xs text-slate-500">{hint}</p>
      </div>
      <Switch id={switchId} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}

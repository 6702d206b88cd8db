import { cn } from '@web/lib/utils';
import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** Accessible name of the thumb (the element with role="slider"). */
  thumbLabel?: string;
  /** Id of the visible label of the thumb; preferred over `thumbLabel` when there is one. */
  thumbLabelledBy?: string;
  /** What a screen reader says for the value, e.g. "1,190 miles". */
  valueText?: string;
}

/** A single-thumb slider: arrow keys, Page Up/Down, Home/End and pointer dragging. */
export function Slider({ className, thumbLabel, thumbLabelledBy, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabelledBy ? undefined : thumbLabel}
        aria-labelledby={thumbLabelledBy}
        aria-valuetext={valueText}
        className={cn(
          'block h-6 w-6 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:cursor-grabbing',
        )}
      />
    </SliderPrimitive.Root>
  );
}

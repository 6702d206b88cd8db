import { cn } from '@web/lib/utils';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn('z-50 w-64 rounded-xl border border-slate-200 bg-white p-4 shadow-lg', className)}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

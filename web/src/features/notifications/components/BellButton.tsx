import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Bell } from 'lucide-react';

/** The bell with its unread badge: the closed stand-in, or the open popover's trigger. */
export function BellButton({ unread, ...rest }: { unread: number } & ButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      {...rest}
      variant="outline"
      size="icon"
      className="relative"
      aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="bell-badge"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1.5 text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Button>
  );
}

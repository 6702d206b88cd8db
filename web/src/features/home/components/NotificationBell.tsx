import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Bell } from 'lucide-react';

export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" className="h-5 w-5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notifications">
        <p className="text-sm font-semibold text-slate-900">Notifications</p>
        <p className="mt-1 text-sm text-slate-600">No new notifications</p>
      </PopoverContent>
    </Popover>
  );
}

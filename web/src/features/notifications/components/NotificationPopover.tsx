import { Trans, useLingui } from '@lingui/react/macro';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { SignInLine, useMe } from '@web/features/auth';
import { formatRelative } from '@web/lib/time';
import { cn } from '@web/lib/utils';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api';
import { BellButton } from './BellButton';

/** The bell's popover, opened: loaded the first time the bell is pressed (NotificationBell). */
export function NotificationPopover() {
  const { t } = useLingui();
  const { data: me } = useMe();
  const location = useLocation();
  const list = useNotifications(Boolean(me));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(true);
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton unread={unread} />
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={t`Notifications`} className="w-80 p-0">
        <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Notifications</Trans>
          </p>
          {unread > 0 ? (
            <button
              type="button"
              className="text-xs font-semibold text-brand-700 hover:underline"
              onClick={() => markAll.mutate()}
            >
              <Trans>Mark all read</Trans>
            </button>
          ) : null}
        </div>
        {!me ? (
          <SignInLine
            next={`${location.pathname}${location.search}`}
            text={t`to see your notifications.`}
            className="p-3"
          />
        ) : list.isError ? (
          <p className="p-3 text-sm text-red-700">
            <Trans>Could not load your notifications.</Trans>
          </p>
        ) : items.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">
            <Trans>No new notifications</Trans>
          </p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {items.map((n) => (
              <li key={n.id}>
                <Link
                  to={n.link ?? '/'}
                  onClick={() => {
                    if (!n.isRead) markRead.mutate(n.id);
                    setOpen(false);
                  }}
                  className={cn('block px-3 py-2 hover:bg-slate-50', !n.isRead && 'bg-brand-50/60')}
                >
                  <span className="flex items-center gap-2">
                    {!n.isRead ? (
                      <span className="h-2 w-2 shrink-0 rounded-full bg-brand-600">
                        <span className="sr-only">{t`Unread: `}</span>
                      </span>
                    ) : null}
                    <span className="text-sm font-semibold text-slate-900">{n.title}</span>
                  </span>
                  <span className="block text-xs text-slate-600">{n.body}</span>
                  <span className="block text-[11px] text-slate-500">{formatRelative(n.createdAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}

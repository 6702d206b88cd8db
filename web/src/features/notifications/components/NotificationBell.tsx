import { OpenOnIntent } from '@web/components/ui/open-on-intent';
import { useMe } from '@web/features/auth';
import { lazy } from 'react';
import { useNotifications } from '../api';
import { BellButton } from './BellButton';

const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(async () => ({ default: (await loadPopover()).NotificationPopover }));

/**
 * The home bell: unread badge, the latest notifications (live), each linking to its page. The popover's
 * code loads when the bell is first reached for (OpenOnIntent).
 */
export function NotificationBell() {
  const { data: me } = useMe();
  const list = useNotifications(Boolean(me));
  const unread = list.data?.unreadCount ?? 0;
  return (
    <OpenOnIntent
      preload={loadPopover}
      trigger={(intent) => (
        <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} {...intent} />
      )}
    >
      <NotificationPopover />
    </OpenOnIntent>
  );
}

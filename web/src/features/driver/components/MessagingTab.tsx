import { MessagingPanel } from '@web/features/messaging';

/** The driver dashboard's Messaging tab: clients of the driver's jobs and dispatch. */
export function MessagingTab({ userId }: { userId: string }) {
  return <MessagingPanel userId={userId} />;
}

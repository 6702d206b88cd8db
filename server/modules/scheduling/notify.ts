/**
 * The notifications interface the notifications domain provides (issue 10): one message of a kind to a
 * user, shown in the app and mailed by the outbox. Services here take it as a dependency.
 */
export type Notify = (
  userId: string,
  kind: string,
  message: { title: string; body: string; link?: string },
) => Promise<void>;

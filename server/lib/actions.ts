/**
 * A domain's service is its action files assembled: each action is a plain function whose first
 * argument is the domain's context (its dependencies); the service binds that context once.
 */
// biome-ignore lint/suspicious/noExplicitAny: an action's other arguments are whatever it declares.
type Action<C> = (ctx: C, ...rest: any[]) => unknown;
type Bound<C, F> = F extends (ctx: C, ...rest: infer R) => infer T ? (...rest: R) => T : never;

export function bindActions<C, A extends Record<string, Action<C>>>(
  ctx: C,
  actions: A,
): { [K in keyof A]: Bound<C, A[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(actions))
    bound[name] = (...rest: unknown[]) => action(ctx, ...rest);
  return bound as { [K in keyof A]: Bound<C, A[K]> };
}

/** The compiled server's entry file (scripts/server-command.mjs). */
export const SERVER_ENTRY: string;
/** Node's arguments before the server's entry file. */
export const SERVER_NODE_ARGS: readonly string[];
/** Node's arguments to run the compiled server. */
export function serverArgs(): string[];
export function serverBuildIsStale(): boolean;
/** Compiles the server when its sources changed since the last build. */
export function ensureServerBuilt(): Promise<void>;

/** Node's arguments before the server's entry file (scripts/server-command.mjs). */
export const SERVER_NODE_ARGS: readonly string[];

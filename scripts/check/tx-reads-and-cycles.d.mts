/** A pool read inside a transaction's callback: its line and the line's text. */
export interface PoolRead {
  line: number;
  snippet: string;
}
/** Every pool read inside a transaction's callback in one source text (scripts/check/tx-reads-and-cycles.mjs). */
export function poolReadsInTransactions(source: string, file?: string): PoolRead[];
/** Every module specifier a source text imports, `import type` and `import()` included. */
export function importedSpecifiers(source: string, file?: string): string[];
/** The repository file a specifier in `from` names, or null for a package. */
export function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | null;
/** Every import circle in a graph (file → the files it imports), each once, as a chain of files. */
export function importCycles(graph: Record<string, string[]>): string[][];

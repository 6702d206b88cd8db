/**
 * A Vite plugin that weighs what the first page of the app loads before any route chunk: the entry chunk
 * and every chunk it imports statically, gzipped (level 9). The build prints it and fails above the
 * budget, so a new static import of a heavy library is noticed when it is made.
 *
 * ENTRY_BUDGET_KB overrides the budget (e.g. to measure a change without failing); ENTRY_REPORT=1 also
 * lists the 40 largest modules in those chunks (raw bytes as rendered), to see what to move out.
 */
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { entryChunk, staticClosure } from './chunks';

/**
 * The budget for the first load of `/` (docs/ARCHITECTURE.md "First load"): 120 KB until 2026-11-26,
 * then 121 and 121.2 as the route table grew; 110 since 2026-11-28 (ADR 013), when the entry became one
 * chunk, the live socket client started loading with the first sign-in and the class merger beside the
 * first page, which took it to 107.9 KB; 113 since the web app speaks Spanish (ADR 014): Lingui's
 * runtime (about 4 KB gzip) reads every text of the first screen, so it cannot wait for the page.
 */
export const ENTRY_BUDGET_KB = 113;

export function entryBudget(budgetKb = Number(process.env.ENTRY_BUDGET_KB ?? ENTRY_BUDGET_KB)): Plugin {
  return {
    name: 'pathway-entry-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle);
      if (!entry) return;
      const chunks = staticClosure(bundle, entry.fileName);
      const bytes = chunks.reduce((sum, chunk) => sum + zlib.gzipSync(chunk.code, { level: 9 }).length, 0);
      const modules = chunks.flatMap((chunk) =>
        Object.entries(chunk.modules).map(([id, info]): [string, number] => [id, info.renderedLength]),
      );
      const kb = bytes / 1024;
      const line = `entry JS on first load: ${kb.toFixed(2)} KB gzip in ${chunks.length} chunks (budget ${budgetKb} KB)`;
      console.log(`  ${line}`);
      if (process.env.ENTRY_REPORT) {
        for (const [id, length] of modules.sort((a, b) => b[1] - a[1]).slice(0, 40)) {
          console.log(`    ${String(length).padStart(8)}  ${id.replace(process.cwd(), '.')}`);
        }
      }
      if (kb > budgetKb) {
        this.error(`${line}: over budget. Load the new import lazily, or raise the budget on purpose.`);
      }
    },
  };
}

/** What the build plugins read from a finished bundle. */
import type { Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/** The entry chunk of the app (index.html's script). */
export function entryChunk(bundle: Bundle): Chunk | undefined {
  return Object.values(bundle).find((item): item is Chunk => item.type === 'chunk' && item.isEntry);
}

/** `start` and every chunk it imports statically, directly or not: what loads together with it. */
export function staticClosure(bundle: Bundle, start: string): Chunk[] {
  const seen = new Map<string, Chunk>();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') continue;
    seen.set(name, chunk);
    queue.push(...chunk.imports);
  }
  return [...seen.values()];
}

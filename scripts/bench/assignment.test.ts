import { describe, expect, it } from 'vitest';
import { assign } from './assignment';
import { makeRandom } from './dispatch-day';

const INF = Number.POSITIVE_INFINITY;
const SKIP = 1e6;

/** Every way to give rows distinct columns (or none), the least total with skips at SKIP. */
function bruteForce(cost: number[][]): number {
  const n = cost.length;
  const m = cost[0]?.length ?? 0;
  let best = INF;
  const go = (i: number, taken: Set<number>, total: number) => {
    if (total >= best) return;
    if (i === n) {
      best = total;
      return;
    }
    go(i + 1, taken, total + SKIP);
    for (let j = 0; j < m; j++) {
      const c = cost[i]?.[j] ?? INF;
      if (taken.has(j) || !Number.isFinite(c)) continue;
      taken.add(j);
      go(i + 1, taken, total + c);
      taken.delete(j);
    }
  };
  go(0, new Set(), 0);
  return best;
}

const totalOf = (cost: number[][], result: number[]) =>
  result.reduce((s, j, i) => s + (j < 0 ? SKIP : (cost[i]?.[j] as number)), 0);

describe('assign', () => {
  it('finds the least total where a greedy choice does not', () => {
    // Greedy gives row 0 column 0 (1) and row 1 column 1 (100): 101; the best is 2 + 3 = 5.
    const cost = [
      [1, 2],
      [3, 100],
    ];
    expect(assign(cost, SKIP)).toEqual([1, 0]);
  });

  it('leaves out a row no column can take, and never gives a column twice', () => {
    const cost = [
      [5, INF, INF],
      [INF, INF, INF],
      [4, INF, INF],
    ];
    const result = assign(cost, SKIP);
    expect(result[1]).toBe(-1);
    expect(result.filter((j) => j === 0)).toHaveLength(1);
    expect(totalOf(cost, result)).toBe(4 + 2 * SKIP);
  });

  it('matches a brute-force search on random small problems, with more rows or more columns', () => {
    const random = makeRandom(7);
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random.next() * 5);
      const m = 1 + Math.floor(random.next() * 5);
      const cost = Array.from({ length: n }, () =>
        Array.from({ length: m }, () => (random.next() < 0.3 ? INF : Math.round(random.next() * 500))),
      );
      const result = assign(cost, SKIP);
      expect(new Set(result.filter((j) => j >= 0)).size).toBe(result.filter((j) => j >= 0).length);
      expect(totalOf(cost, result)).toBe(bruteForce(cost));
    }
  });
});

/**
 * The assignment problem (the Hungarian method with potentials, O(n²·m)): rows to distinct columns at
 * the least total cost. bench:dispatch's optimum per batch: jobs (rows) to drivers (columns), the cost
 * a driver's deadhead miles, Infinity where the driver may not take the job.
 */

/**
 * For each row, the column it gets, or -1 when it is better left out: a row may go unassigned at
 * `skipCost` (or must, when every column is Infinity for it). Assigns as many rows as it can first
 * when `skipCost` exceeds every finite total, then at the least total cost.
 */
export function assign(cost: readonly (readonly number[])[], skipCost: number): number[] {
  const n = cost.length;
  if (n === 0) return [];
  const m = (cost[0]?.length ?? 0) + n; // one skip column per row
  const at = (i: number, j: number) => {
    if (j < m - n) {
      const c = cost[i]?.[j] ?? Number.POSITIVE_INFINITY;
      return Number.isFinite(c) ? c : skipCost * 4;
    }
    return skipCost;
  };
  // e-maxx's formulation, 1-based: u, v potentials; p[j] the row holding column j; way the path back.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1);
  const way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0] as number;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = at(i0 - 1, j - 1) - (u[i0] as number) - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          const row = p[j] as number;
          u[row] = (u[row] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else minv[j] = (minv[j] as number) - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      p[j0] = p[j1] as number;
      j0 = j1;
    } while (j0);
  }
  const result = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m - n; j++) {
    const i = p[j] as number;
    if (i > 0 && Number.isFinite(cost[i - 1]?.[j - 1] ?? Number.POSITIVE_INFINITY)) result[i - 1] = j - 1;
  }
  return result;
}

import { useSearchParams } from 'react-router';

/**
 * A page's tab kept in the address (`?tab=`), so a reload or a shared link opens the same tab: the
 * named tab when it is one of `tabs`, else the first. Choosing a tab replaces the history entry and
 * can set other parameters with it (the job a tab shows).
 */
export function useTabParam<T extends string>(
  tabs: readonly { value: T }[],
): [T, (next: T, also?: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const named = tabs.find((t) => t.value === params.get('tab'));
  const tab = (named ?? tabs[0]!).value;
  const setTab = (next: T, also: Record<string, string> = {}) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', next);
        for (const [key, value] of Object.entries(also)) p.set(key, value);
        return p;
      },
      { replace: true },
    );
  return [tab, setTab];
}

import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. For heavy, secondary
 * parts of a screen (a map): their code starts downloading after the main content is on screen, so on
 * a slow connection it does not compete with what that content still needs.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame's callback runs before that frame paints; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

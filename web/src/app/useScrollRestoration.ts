import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by location key (this tab only). */
const positions = new Map<string, number>();
/** How long Back waits for the page to be tall enough to scroll back to where it was. */
const RESTORE_FOR_MS = 1000;

/**
 * A new page starts at its top; Back and Forward return to where the page was. The browser's own
 * restoration is off: it runs before a lazily loaded page has rendered, and a new page kept the old
 * page's offset.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the current entry's position as the person scrolls (read once per frame). The entry is read
  // when the frame runs, not when the listener was added: a scroll that a navigation causes (the new
  // page's scroll to the top) must not overwrite the position of the page that was left.
  const currentKey = useRef(location.key);
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(currentKey.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType !== 'POP') {
      // A link to a part of the page (#id) goes there; anything else starts at the top.
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    const saved = positions.get(location.key) ?? 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    // The page may still be growing (data arriving): try until it is tall enough, briefly.
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until)
        frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigationType]);
}

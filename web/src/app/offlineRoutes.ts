/**
 * The pages that show what a driver's phone kept when there is no signal (features/offline keeps what
 * they read); every other page says "Not available offline" instead of failing to fetch.
 */
const KEPT_PAGES = [
  /^\/driver\/?$/i,
  /^\/driver\/jobs\/[^/]+\/?$/i,
  /^\/jobs\/?$/i,
  /^\/messages\/?$/i,
  /^\/documents\/?$/i,
];

export const showsKeptCopy = (pathname: string) => KEPT_PAGES.some((page) => page.test(pathname));

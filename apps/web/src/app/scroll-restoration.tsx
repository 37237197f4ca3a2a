import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the page was scrolled to, by history entry, kept for a reload (as the browser keeps history). */
const STORAGE_KEY = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The scroll position across navigations, as a visitor expects of a site of pages: going back or
 * forward returns to where each page was left, a new page starts at its top (or at its `#anchor`),
 * and a change of the query alone (a modal opened over the page, a filter) leaves the page where
 * it is. The browser's own restoration is switched off: it would scroll before the page has drawn.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // Read once; kept up to date in place and written back when the page is left.
  const [positions] = useState(savedPositions);
  const currentKey = useRef(key);
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const remember = () => {
      positions[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      history.scrollRestoration = before;
    };
  }, [positions]);

  useLayoutEffect(() => {
    currentKey.current = key;
    const samePage = lastPathname.current === pathname;
    lastPathname.current = pathname;
    const saved = positions[key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (navigationType !== 'POP' && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!samePage) window.scrollTo(0, 0);
    // An entry left without scrolling (a modal opened and closed) is returned to where it stood.
    positions[key] = window.scrollY;
  }, [positions, key, pathname, hash, navigationType]);

  return null;
}

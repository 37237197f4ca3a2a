import { useEffect, useRef, type RefObject } from 'react';
import { throttle } from './throttle';
import { browserImageLoader, IconPreloader, PRELOAD_FACTOR, PRELOAD_THROTTLE_MS, type IconPosition } from './image-preload';

/** One preloader for the whole site, so its 200-icon cache outlives a page. */
const preloader = new IconPreloader(browserImageLoader);

/**
 * Watches the scroll (any scrolling box, window included) at most every 200 ms (SPEC.md section 9):
 * fetches the icons of cards within 1.3 viewport heights (`data-icon` on the cards inside
 * `container`) and calls `onNearEnd` while the `sentinel` at the list's end is within that reach.
 * It checks again whenever `version` changes (a page of games arrived).
 */
export function useScrollWatch({
  container,
  sentinel,
  onNearEnd,
  version,
}: {
  container: RefObject<HTMLElement | null>;
  sentinel: RefObject<HTMLElement | null>;
  onNearEnd: () => void;
  version: unknown;
}) {
  const nearEnd = useRef(onNearEnd);
  useEffect(() => {
    nearEnd.current = onNearEnd;
  }, [onNearEnd]);

  useEffect(() => {
    const check = throttle(() => {
      const viewportHeight = window.innerHeight;
      const cards = container.current?.querySelectorAll<HTMLElement>('[data-icon]') ?? [];
      const icons: IconPosition[] = [];
      for (const card of cards) {
        const { top, bottom } = card.getBoundingClientRect();
        icons.push({ url: card.dataset.icon ?? '', top, bottom });
      }
      preloader.preload(icons, viewportHeight);
      const end = sentinel.current?.getBoundingClientRect();
      if (end && end.top < viewportHeight * PRELOAD_FACTOR) nearEnd.current();
    }, PRELOAD_THROTTLE_MS);
    check();
    document.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      check.cancel();
      document.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [container, sentinel, version]);
}

import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content lies beyond the start (left) edge. */
  before: boolean;
  /** Content lies beyond the end (right) edge. */
  after: boolean;
}

/**
 * Whether a sideways-scrolling element runs on past either edge, kept up to date as it scrolls
 * or resizes. `contentKey` re-measures when what it holds changes (a page joins a menu) without
 * the element's own size changing. A column that does not scroll has neither.
 */
export function useScrollEdges(element: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      // A pixel of slack: scroll positions are fractional at some zoom levels.
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element, contentKey]);
  return edges;
}

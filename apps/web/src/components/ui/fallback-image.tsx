import { useState, type ImgHTMLAttributes } from 'react';

const DEFAULT_ICON = '/icons/game-default.svg';

/**
 * An image that retries once when it fails to load, then shows the default game icon
 * (SPEC.md section 4). Lazy-loaded, so long lists cost nothing until they scroll into view.
 */
export function FallbackImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const current = attempt === 0 ? src : attempt === 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : DEFAULT_ICON;
  return <img {...rest} src={current} alt={alt} loading="lazy" decoding="async" onError={() => setAttempt((n) => (n < 2 ? n + 1 : n))} />;
}

import { useState, type ImgHTMLAttributes } from 'react';

const DEFAULT_ICON = '/icons/game-default.svg';

interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  /** How many times a failed image is asked again before the fallback shows (SPEC.md section 9: three; game icons one). */
  retries?: number;
  /** What shows once the retries are used up. */
  fallbackSrc?: string;
}

/**
 * An image that is asked again when it fails to load, then shows a default icon (SPEC.md
 * sections 4 and 9). Lazy-loaded by default, so long lists cost nothing until they scroll into
 * view; the first cards of a list ask for `loading="eager"`, since a lazy image in the first
 * screen waits for layout before it is even requested (decision 046).
 */
export function FallbackImage({ src, alt, retries = 3, fallbackSrc = DEFAULT_ICON, loading = 'lazy', ...rest }: FallbackImageProps) {
  // The failures count per address: a new src starts again from its first attempt.
  const [failed, setFailed] = useState({ src, count: 0 });
  const count = failed.src === src ? failed.count : 0;
  const current = !src || count > retries ? fallbackSrc : count === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${count}`;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => current !== fallbackSrc && setFailed({ src, count: count + 1 })}
    />
  );
}

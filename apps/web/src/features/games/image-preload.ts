import { ImageCache } from './image-cache';

/** SPEC.md section 9: icons are fetched while within 1.3 viewport heights, checked every 200 ms. */
export const PRELOAD_FACTOR = 1.3;
export const PRELOAD_THROTTLE_MS = 200;
export const IMAGE_CACHE_SIZE = 200;

/** Where a card's icon sits, relative to the top of the viewport (getBoundingClientRect). */
export interface IconPosition {
  url: string;
  top: number;
  bottom: number;
}

/**
 * The icons worth fetching now: those of cards on screen or coming within `factor` viewport
 * heights below it, not cached and not already on their way, in page order and each once.
 */
export function iconsAhead(
  icons: readonly IconPosition[],
  viewportHeight: number,
  isKnown: (url: string) => boolean,
  factor = PRELOAD_FACTOR,
): string[] {
  const limit = viewportHeight * factor;
  const picked = new Set<string>();
  for (const icon of icons) {
    if (icon.bottom > 0 && icon.top < limit && icon.url && !isKnown(icon.url)) picked.add(icon.url);
  }
  return [...picked];
}

/** Loads one image; resolves when it arrived, rejects when it failed. */
export type ImageLoader = (url: string) => Promise<void>;

/**
 * Fetches icons ahead of the scroll into the browser's cache and remembers the ones that
 * arrived (LRU, 200). A failed icon is not remembered: its card's own image retries once and then
 * shows the default icon.
 */
export class IconPreloader {
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly load: ImageLoader,
    readonly cache = new ImageCache(IMAGE_CACHE_SIZE),
  ) {}

  /** Starts loading the icons ahead of the viewport; returns the URLs it started. */
  preload(icons: readonly IconPosition[], viewportHeight: number): string[] {
    const urls = iconsAhead(icons, viewportHeight, (url) => this.inFlight.has(url) || this.cache.has(url));
    for (const url of urls) {
      this.inFlight.add(url);
      this.load(url).then(
        () => {
          this.inFlight.delete(url);
          this.cache.add(url);
        },
        () => this.inFlight.delete(url),
      );
    }
    return urls;
  }

  /** Whether an icon is being fetched right now. */
  loading(url: string): boolean {
    return this.inFlight.has(url);
  }
}

/** The browser's loader: an off-screen Image, which lands the file in the HTTP cache. */
export const browserImageLoader: ImageLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(url));
    image.src = url;
  });

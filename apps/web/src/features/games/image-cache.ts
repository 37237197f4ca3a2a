/**
 * The URLs of images already loaded, least recently used first out (SPEC.md section 9: 200
 * images). The preloader skips what is here, so scrolling back and forth loads nothing twice.
 */
export class ImageCache {
  private readonly urls = new Map<string, true>();

  constructor(readonly capacity: number) {}

  /** Whether the image is cached; a hit counts as a use. */
  has(url: string): boolean {
    if (!this.urls.has(url)) return false;
    this.urls.delete(url);
    this.urls.set(url, true);
    return true;
  }

  /** Records a loaded image, dropping the least recently used one when full. */
  add(url: string): void {
    this.urls.delete(url);
    this.urls.set(url, true);
    while (this.urls.size > this.capacity) {
      const oldest = this.urls.keys().next().value as string;
      this.urls.delete(oldest);
    }
  }

  get size(): number {
    return this.urls.size;
  }
}

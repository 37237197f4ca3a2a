/**
 * Where the results feed reads (decision 065): an HTTP(S) address answering a results file, or a
 * directory under the feed's root where files are dropped (works offline: copy a file there). A
 * directory's `.csv` and `.txt` files are read each run, newest first, at most MAX_FILES of them;
 * each file is read whole or refused whole, and a refused file does not stop the others.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, relative } from 'node:path';
import { FEED_MAX_BYTES, FeedFormatError, parseFeedFile, type FeedResult } from './feed-format.ts';

/** How a source is reached. */
export interface FeedSource {
  code: string;
  kind: 'http' | 'dir';
  location: string;
}

/** What one fetch of a source gave: its results and the problems met (one a file or address). */
export interface SourceFetch {
  results: FeedResult[];
  errors: string[];
}

const MAX_FILES = 50;
const FETCH_TIMEOUT_MS = 10_000;
const DIR_LOCATION = /^[a-z0-9][a-z0-9_-]{0,63}(\/[a-z0-9][a-z0-9_-]{0,63}){0,3}$/;
const HTTP_LOCATION = /^https?:\/\/[^\s]{3,490}$/;

/** Whether a source's location is acceptable for its kind (a relative directory name; an http(s) address). */
export function validLocation(kind: FeedSource['kind'], location: string): boolean {
  return kind === 'dir' ? DIR_LOCATION.test(location) : HTTP_LOCATION.test(location);
}

function describe(error: unknown): string {
  if (error instanceof FeedFormatError) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

async function fetchHttp(location: string): Promise<SourceFetch> {
  try {
    const response = await fetch(location, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return { results: [], errors: [`HTTP ${response.status} from ${location}`] };
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > FEED_MAX_BYTES)
      return { results: [], errors: [`feed_too_large: ${location} answers ${length} bytes, at most ${FEED_MAX_BYTES}`] };
    return { results: parseFeedFile(new Uint8Array(await response.arrayBuffer())), errors: [] };
  } catch (error) {
    return { results: [], errors: [`${location}: ${describe(error)}`] };
  }
}

async function fetchDir(root: string, location: string): Promise<SourceFetch> {
  const dir = normalize(join(root, location));
  const inside = relative(root, dir);
  if (!validLocation('dir', location) || inside.startsWith('..') || isAbsolute(inside)) {
    return { results: [], errors: [`${location}: not a directory name under the feed's root`] };
  }
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => /\.(csv|txt)$/i.test(name));
  } catch (error) {
    return { results: [], errors: [`${location}: ${describe(error)}`] };
  }
  const files = await Promise.all(names.map(async (name) => ({ name, info: await stat(join(dir, name)) })));
  const newest = files
    .filter((f) => f.info.isFile())
    .sort((a, b) => b.info.mtimeMs - a.info.mtimeMs)
    .slice(0, MAX_FILES);
  const fetched: SourceFetch = { results: [], errors: [] };
  for (const file of newest) {
    try {
      if (file.info.size > FEED_MAX_BYTES)
        throw new FeedFormatError('feed_too_large', `${file.info.size} bytes, at most ${FEED_MAX_BYTES}`);
      fetched.results.push(...parseFeedFile(await readFile(join(dir, file.name))));
    } catch (error) {
      fetched.errors.push(`${file.name}: ${describe(error)}`);
    }
  }
  return fetched;
}

/** Reads one source; never throws (what went wrong is in `errors`). */
export function fetchSource(root: string, source: FeedSource): Promise<SourceFetch> {
  return source.kind === 'http' ? fetchHttp(source.location) : fetchDir(root, source.location);
}

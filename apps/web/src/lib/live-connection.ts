import { createEventParser } from './event-stream';

/** Opens the stream for a session token; the answer's body is text/event-stream. */
export type OpenStream = (token: string, signal: AbortSignal) => Promise<Response>;

/** Waits `ms` or until the signal aborts, whichever comes first. */
export type Pause = (ms: number, signal: AbortSignal) => Promise<void>;

export interface LiveConnectionTiming {
  firstRetryMs: number;
  maxRetryMs: number;
  /** After "too many streams" (another tab or device holds them all) try again only now and then. */
  busyRetryMs: number;
}

const DEFAULT_TIMING: LiveConnectionTiming = { firstRetryMs: 2_000, maxRetryMs: 60_000, busyRetryMs: 30_000 };

function defaultPause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

type Listener = (data: string) => void;

/**
 * One live event stream per session shared by every part of the site (decision 018): the wallet
 * listens for `balance`, the lottery for `draw`. Parts `hold` the stream while they need it (the
 * last release closes it) and `subscribe` per event name, so a tab opens one connection however
 * many listeners it has. A dropped stream reconnects after a growing pause; a refused one (401 or
 * 403: the session ended) stops, and the listeners' queries take it from there.
 */
export function createLiveConnection(open: OpenStream, { timing = DEFAULT_TIMING, pause = defaultPause } = {}) {
  const listeners = new Map<string, Set<Listener>>();
  const held = new Map<string, { users: number; controller: AbortController }>();

  function dispatch(event: string, data: string) {
    // A copy, so a listener that unsubscribes while handling does not disturb the loop.
    for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
  }

  async function run(token: string, signal: AbortSignal) {
    let delay = timing.firstRetryMs;
    while (!signal.aborted) {
      let wait = delay;
      try {
        const response = await open(token, signal);
        if (response.status === 401 || response.status === 403) return;
        if (response.status === 429) wait = timing.busyRetryMs;
        if (response.ok && response.body) {
          const parse = createEventParser((event) => {
            delay = timing.firstRetryMs;
            dispatch(event.event, event.data);
          });
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parse(chunk.value);
        }
      } catch {
        // A network failure or the abort of the last release; the loop decides.
      }
      if (signal.aborted) return;
      await pause(wait, signal);
      delay = Math.min(delay * 2, timing.maxRetryMs);
    }
  }

  return {
    /** Keeps the stream of this session open until the returned release is called. */
    hold(token: string): () => void {
      let entry = held.get(token);
      if (!entry) {
        entry = { users: 0, controller: new AbortController() };
        held.set(token, entry);
        void run(token, entry.controller.signal);
      }
      entry.users += 1;
      const current = entry;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        current.users -= 1;
        if (current.users > 0) return;
        current.controller.abort();
        if (held.get(token) === current) held.delete(token);
      };
    },
    /** Calls `listener` with the data of every event of this name until the returned function is called. */
    subscribe(event: string, listener: Listener): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    /** How many streams are open (for tests). */
    openStreams(): number {
      return held.size;
    },
  };
}

export type LiveConnection = ReturnType<typeof createLiveConnection>;

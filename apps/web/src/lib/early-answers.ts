import type { EarlyFetches } from '../early-fetch';

/**
 * The answer early-fetch.ts already asked for at this path (decision 046), taken once, when it was
 * asked with exactly the headers this call sends and not longer ago than its maximum age (a part
 * that first asks later gets a fresh answer); otherwise undefined, and the call goes out itself.
 * `now` is `performance.now()`, the clock early-fetch.ts stamps its calls with.
 */
export function takeEarlyAnswer(
  early: EarlyFetches | undefined,
  path: string,
  sent: Record<string, string>,
  now = performance.now(),
): Promise<Response> | undefined {
  const asked = early?.responses.get(path);
  if (!early || !asked) return undefined;
  early.responses.delete(path);
  if (now - asked.askedAt > early.maxAgeMs) return undefined;
  const keys = Object.keys(sent);
  const same = keys.length === Object.keys(early.headers).length && keys.every((key) => early.headers[key] === sent[key]);
  return same ? asked.answer : undefined;
}

/**
 * takeEarlyAnswer's answer, awaited. A path early-fetch.ts has not asked (yet) waits until it has
 * asked everything it will: a game type page's first games are asked only once the game menus have
 * answered, and the start-up code reads the same menus at the same moment, so without the wait it
 * could ask the same games itself, a second request for the same answer.
 */
export async function awaitEarlyAnswer(
  early: EarlyFetches | undefined,
  path: string,
  sent: Record<string, string>,
): Promise<Response | undefined> {
  if (!early) return undefined;
  if (!early.responses.has(path)) await early.allAsked;
  return takeEarlyAnswer(early, path, sent);
}

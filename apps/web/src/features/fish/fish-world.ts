/**
 * The fish page's world (decision 061), for the animation only: fish entering on their species'
 * path (straight, curve, school, boss lane), drawn with their multiplier; nothing here decides
 * money. Coordinates are a 960 × 540 world scaled to the canvas.
 */
import type { FishSpeciesView } from '@pkg/contracts/fish';

export const WORLD_W = 960;
export const WORLD_H = 540;

export interface Point {
  x: number;
  y: number;
}

/** A fish on screen. */
export interface SwimmingFish {
  id: number;
  species: FishSpeciesView;
  radius: number;
  hue: number;
  /** When it entered and how long it takes to cross (ms). */
  bornAt: number;
  durationMs: number;
  from: Point;
  control: Point;
  to: Point;
  /** Vertical offset of a school member. */
  offset: Point;
  /** When it was caught (it spins and fades), or null. */
  caughtAt: number | null;
  /** Where it was when caught. */
  caughtPos: Point | null;
}

/** Uniform [0, 1) for the animation (Math.random is enough: it decides nothing). */
export type Rand = () => number;

/** A species' size on screen: grows with its multiplier. */
export function radiusOf(species: FishSpeciesView): number {
  if (species.kind === 'boss') return 62;
  return Math.round(13 + 6.5 * Math.log2(species.maxMultiplier));
}

/** A stable hue per species code. */
export function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** Picks a species by its spawn weight. */
export function pickSpecies(species: readonly FishSpeciesView[], rand: Rand): FishSpeciesView {
  const total = species.reduce((sum, s) => sum + s.spawnWeight, 0);
  let u = rand() * total;
  for (const s of species) {
    u -= s.spawnWeight;
    if (u < 0) return s;
  }
  return species[species.length - 1] as FishSpeciesView;
}

/** The fish entering now: one, or a school of 3 to 5 for a school species. */
export function spawn(species: FishSpeciesView, nextId: () => number, now: number, rand: Rand): SwimmingFish[] {
  const radius = radiusOf(species);
  const leftToRight = rand() < 0.5;
  const margin = radius * 2 + 20;
  const lane = species.path === 'boss-lane' ? WORLD_H * (0.3 + rand() * 0.2) : 50 + rand() * (WORLD_H - 190);
  const exitY = species.path === 'straight' || species.path === 'boss-lane' ? lane + (rand() - 0.5) * 80 : 50 + rand() * (WORLD_H - 190);
  const from = { x: leftToRight ? -margin : WORLD_W + margin, y: lane };
  const to = { x: leftToRight ? WORLD_W + margin : -margin, y: Math.max(40, Math.min(WORLD_H - 140, exitY)) };
  const bend = species.path === 'curve' ? (rand() - 0.5) * 360 : (rand() - 0.5) * 60;
  const control = { x: WORLD_W / 2 + (rand() - 0.5) * 200, y: (from.y + to.y) / 2 + bend };
  const speed = species.kind === 'boss' ? 45 : 150 - Math.min(90, radius * 1.5) + rand() * 30;
  const durationMs = ((WORLD_W + margin * 2) / speed) * 1000;
  const count = species.path === 'school' ? 3 + Math.floor(rand() * 3) : 1;
  return Array.from({ length: count }, (_, i) => ({
    id: nextId(),
    species,
    radius,
    hue: hueOf(species.code),
    bornAt: now + i * 260,
    durationMs,
    from,
    control,
    to,
    offset: { x: 0, y: count > 1 ? (i - (count - 1) / 2) * radius * 1.6 : 0 },
    caughtAt: null,
    caughtPos: null,
  }));
}

/** Where a fish is at `now` and where it heads (radians); null before it enters or after it left. */
export function positionOf(fish: SwimmingFish, now: number): (Point & { angle: number }) | null {
  if (fish.caughtPos) return { ...fish.caughtPos, angle: 0 };
  const t = (now - fish.bornAt) / fish.durationMs;
  if (t < 0 || t > 1) return null;
  const at = (u: number) => {
    const a = (1 - u) * (1 - u);
    const b = 2 * (1 - u) * u;
    const c = u * u;
    return {
      x: a * fish.from.x + b * fish.control.x + c * fish.to.x + fish.offset.x,
      y: a * fish.from.y + b * fish.control.y + c * fish.to.y + fish.offset.y + Math.sin(u * 12 + fish.id) * 6,
    };
  };
  const p = at(t);
  const q = at(Math.min(1, t + 0.01));
  return { ...p, angle: Math.atan2(q.y - p.y, q.x - p.x) };
}

/** The live fish nearest to `point` within `reach` (its own size counts), or null. */
export function fishAt(fishes: readonly SwimmingFish[], point: Point, now: number, reach = 0): SwimmingFish | null {
  let best: SwimmingFish | null = null;
  let bestDistance = Infinity;
  for (const fish of fishes) {
    if (fish.caughtAt !== null) continue;
    const p = positionOf(fish, now);
    if (!p || p.x < 0 || p.x > WORLD_W || p.y < 0 || p.y > WORLD_H) continue;
    const distance = Math.hypot(p.x - point.x, p.y - point.y) - fish.radius;
    if (distance <= reach && distance < bestDistance) {
      best = fish;
      bestDistance = distance;
    }
  }
  return best;
}

/** The `count` live fish nearest to `point` other than `except` (the fish a bomb or lightning takes with it, shown only). */
export function nearest(fishes: readonly SwimmingFish[], point: Point, now: number, count: number, except: number): SwimmingFish[] {
  return fishes
    .filter((fish) => fish.caughtAt === null && fish.id !== except)
    .map((fish) => ({ fish, p: positionOf(fish, now) }))
    .filter(
      (entry): entry is { fish: SwimmingFish; p: Point & { angle: number } } => entry.p !== null && entry.p.x > 0 && entry.p.x < WORLD_W,
    )
    .sort((a, b) => Math.hypot(a.p.x - point.x, a.p.y - point.y) - Math.hypot(b.p.x - point.x, b.p.y - point.y))
    .slice(0, count)
    .map((entry) => entry.fish);
}

/** The multiplier a fish shows: ×m, or a boss's range. */
export function multiplierLabel(species: FishSpeciesView): string {
  return species.minMultiplier === species.maxMultiplier
    ? `×${species.maxMultiplier}`
    : `×${species.minMultiplier}–${species.maxMultiplier}`;
}

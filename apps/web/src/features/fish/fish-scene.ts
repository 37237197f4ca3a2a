/**
 * The fish page's scene (decision 061): the fish on screen, the cannon's shots flying to them and
 * the effects of the server's answers. It only animates: a shot names the species it flies at and
 * the page's batcher sends it; a fish is shown caught (and coins won) only when an answer says so.
 */
import type { FishFireValue, FishSpeciesView } from '@pkg/contracts/fish';
import { drawBullet, drawCannon, drawEffect, drawFish, drawSea, EFFECT_MS, type Bullet, type Effect } from './fish-draw';
import { fishAt, nearest, pickSpecies, positionOf, spawn, WORLD_H, WORLD_W, type Point, type Rand, type SwimmingFish } from './fish-world';
import type { PendingBatch } from './fish-batcher';

const CANNON: Point = { x: WORLD_W / 2, y: WORLD_H - 8 };
const FLIGHT_MS = 260;
const ON_SCREEN = 14;
const BOSS_EVERY_MS = 45_000;

export interface SceneOptions {
  species: readonly FishSpeciesView[];
  rand?: Rand;
  /** Formats a won amount for the coin text. */
  money(amountMinor: bigint): string;
  /** Names a feature for its banner. */
  featureName(code: string): string;
}

export function createScene(options: SceneOptions) {
  const rand = options.rand ?? Math.random;
  const small = options.species.filter((s) => s.kind === 'fish' && s.path !== 'boss-lane');
  const bosses = options.species.filter((s) => s.path === 'boss-lane');
  let fishes: SwimmingFish[] = [];
  let bullets: Bullet[] = [];
  let effects: Effect[] = [];
  let id = 0;
  let angle = -Math.PI / 2;
  let lastBossAt = -BOSS_EVERY_MS + 8_000;
  let locked: number | null = null;
  const nextId = () => (id += 1);

  function populate(now: number) {
    fishes = fishes.filter((fish) => (fish.caughtAt === null ? now - fish.bornAt < fish.durationMs + 2_000 : now - fish.caughtAt < 1_000));
    const live = fishes.filter((fish) => fish.caughtAt === null && now - fish.bornAt < fish.durationMs).length;
    if (now - lastBossAt > BOSS_EVERY_MS && bosses.length > 0) {
      lastBossAt = now;
      fishes.push(...spawn(pickSpecies(bosses, rand), nextId, now, rand));
    }
    if (live < ON_SCREEN && small.length > 0) fishes.push(...spawn(pickSpecies(small, rand), nextId, now + rand() * 400, rand));
  }

  /** Starts with fish already across the screen. */
  function warmUp(now: number) {
    for (let i = 0; i < ON_SCREEN; i += 1) {
      const entering = spawn(pickSpecies(small, rand), nextId, now, rand);
      for (const fish of entering) fish.bornAt -= rand() * fish.durationMs * 0.8;
      fishes.push(...entering);
    }
  }

  function lockedFish(now: number): SwimmingFish | null {
    const fish = fishes.find((entry) => entry.id === locked && entry.caughtAt === null);
    const p = fish ? positionOf(fish, now) : null;
    return fish && p && p.x > 0 && p.x < WORLD_W ? fish : null;
  }

  return {
    warmUp,
    /** The fish under a tap (or near it), or null: the page fires only at a fish. */
    pick(point: Point, now: number): SwimmingFish | null {
      const fish = fishAt(fishes, point, now, 8) ?? fishAt(fishes, point, now, 70);
      if (fish) locked = fish.id;
      return fish;
    },
    /** The fish auto-fire aims at: the locked one while it swims, else the biggest multiplier on screen. */
    autoTarget(now: number): SwimmingFish | null {
      const current = lockedFish(now);
      if (current) return current;
      let best: SwimmingFish | null = null;
      for (const fish of fishes) {
        const p = positionOf(fish, now);
        if (fish.caughtAt !== null || !p || p.x < 40 || p.x > WORLD_W - 40 || p.y > WORLD_H - 60) continue;
        if (!best || fish.species.maxMultiplier > best.species.maxMultiplier) best = fish;
      }
      locked = best?.id ?? null;
      return best;
    },
    /** A shot flies at `fish`. */
    shoot(fish: SwimmingFish, now: number) {
      const p = positionOf(fish, now + FLIGHT_MS);
      if (!p) return;
      angle = Math.atan2(p.y - CANNON.y, p.x - CANNON.x);
      bullets.push({ from: CANNON, fishId: fish.id, firedAt: now, to: p, hitAt: null });
    },
    /** Shows what the server decided for a batch: caught fish, coins, bombs and lightning. */
    showAnswer(batch: PendingBatch, value: FishFireValue, now: number) {
      value.shots.forEach((outcome, index) => {
        const shot = batch.shots[index];
        const fish = shot ? fishes.find((entry) => entry.id === shot.fishId) : undefined;
        const p = fish ? positionOf(fish, now) : null;
        const at = p ? { x: p.x, y: p.y } : { x: WORLD_W / 2, y: WORLD_H / 3 };
        if (outcome.caught && fish && fish.caughtAt === null) {
          fish.caughtAt = now;
          fish.caughtPos = at;
        }
        for (const feature of outcome.features) {
          const others = nearest(fishes, at, now, Math.max(0, feature.fishKilled - 1), fish?.id ?? -1);
          const points = [at, ...others.map((other) => positionOf(other, now) as Point)];
          for (const other of others) {
            other.caughtPos = positionOf(other, now);
            other.caughtAt = now;
          }
          effects.push(feature.code === 'bomb' ? { kind: 'bomb', at, startedAt: now } : { kind: 'lightning', points, startedAt: now });
          effects.push({ kind: 'banner', text: `${options.featureName(feature.code)} ×${feature.multiplier}`, startedAt: now });
        }
        const won = BigInt(outcome.returnMinor);
        if (won > 0n)
          effects.push({ kind: 'coin', at, text: `+${options.money(won)}`, startedAt: now, big: won >= BigInt(outcome.stakeMinor) * 50n });
      });
    },
    /** Moves the world to `now` and draws it. */
    frame(ctx: CanvasRenderingContext2D, now: number, level: number) {
      populate(now);
      for (const bullet of bullets) {
        if (bullet.hitAt === null && now - bullet.firedAt >= FLIGHT_MS) {
          bullet.hitAt = now;
          effects.push({ kind: 'splash', at: bullet.to, startedAt: now });
        }
      }
      bullets = bullets.filter((bullet) => bullet.hitAt === null);
      effects = effects.filter((effect) => now - effect.startedAt < EFFECT_MS[effect.kind]);
      drawSea(ctx, now);
      for (const fish of fishes) drawFish(ctx, fish, now);
      for (const bullet of bullets) drawBullet(ctx, bullet, now, FLIGHT_MS);
      for (const effect of effects) drawEffect(ctx, effect, now);
      drawCannon(ctx, CANNON, angle, level);
    },
    /** How many fish swim on screen now (for the page's tests). */
    onScreen(now: number): number {
      return fishes.filter((fish) => fish.caughtAt === null && positionOf(fish, now) !== null).length;
    },
  };
}

export type FishScene = ReturnType<typeof createScene>;

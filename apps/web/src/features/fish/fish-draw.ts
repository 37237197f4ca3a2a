/** Drawing the fish page's world on a 2D canvas (decision 061): the sea, the fish with their multipliers, bullets, effects and the cannon. */
import { multiplierLabel, positionOf, WORLD_H, WORLD_W, type Point, type SwimmingFish } from './fish-world';

export interface Bullet {
  from: Point;
  fishId: number;
  firedAt: number;
  /** Where it flies (updated while the fish swims). */
  to: Point;
  hitAt: number | null;
}

export type Effect =
  | { kind: 'splash'; at: Point; startedAt: number }
  | { kind: 'coin'; at: Point; text: string; startedAt: number; big: boolean }
  | { kind: 'bomb'; at: Point; startedAt: number }
  | { kind: 'lightning'; points: Point[]; startedAt: number }
  | { kind: 'banner'; text: string; startedAt: number };

export const EFFECT_MS = { splash: 350, coin: 1400, bomb: 700, lightning: 600, banner: 1800 } as const;

export function drawSea(ctx: CanvasRenderingContext2D, now: number): void {
  const sea = ctx.createLinearGradient(0, 0, 0, WORLD_H);
  sea.addColorStop(0, '#0b6d8f');
  sea.addColorStop(0.55, '#074266');
  sea.addColorStop(1, '#03223b');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, WORLD_W, WORLD_H);
  ctx.globalAlpha = 0.08;
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 5; i += 1) {
    const x = ((i * 230 + now / 60) % (WORLD_W + 300)) - 150;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 60, 0);
    ctx.lineTo(x + 200, WORLD_H);
    ctx.lineTo(x + 120, WORLD_H);
    ctx.fill();
  }
  ctx.globalAlpha = 0.35;
  for (let i = 0; i < 24; i += 1) {
    const x = (i * 97) % WORLD_W;
    const y = WORLD_H - ((now / (18 + (i % 5) * 4) + i * 53) % WORLD_H);
    ctx.beginPath();
    ctx.arc(x + Math.sin(now / 700 + i) * 6, y, 2 + (i % 3), 0, Math.PI * 2);
    ctx.strokeStyle = '#cdf3ff';
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#c9a86a';
  ctx.beginPath();
  ctx.moveTo(0, WORLD_H);
  for (let x = 0; x <= WORLD_W; x += 40) ctx.lineTo(x, WORLD_H - 18 - Math.sin(x / 90) * 8);
  ctx.lineTo(WORLD_W, WORLD_H);
  ctx.fill();
}

function drawBody(ctx: CanvasRenderingContext2D, fish: SwimmingFish): void {
  const r = fish.radius;
  const boss = fish.species.kind === 'boss';
  const body = boss ? '#f5b301' : `hsl(${fish.hue} 80% 58%)`;
  const dark = boss ? '#a86b00' : `hsl(${fish.hue} 70% 36%)`;
  ctx.fillStyle = dark;
  ctx.beginPath();
  ctx.moveTo(-r * 0.8, 0);
  ctx.lineTo(-r * 1.45, -r * 0.55);
  ctx.lineTo(-r * 1.45, r * 0.55);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.ellipse(0, 0, r, r * (boss ? 0.62 : 0.55), 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = dark;
  ctx.beginPath();
  ctx.moveTo(-r * 0.2, -r * 0.5);
  ctx.lineTo(r * 0.2, -r * 0.85);
  ctx.lineTo(r * 0.35, -r * 0.45);
  ctx.fill();
  if (boss) {
    ctx.fillStyle = '#ff5a36';
    for (let i = -2; i <= 2; i += 1) {
      ctx.beginPath();
      ctx.moveTo(i * r * 0.18 - r * 0.08, -r * 0.58);
      ctx.lineTo(i * r * 0.18, -r * 0.85);
      ctx.lineTo(i * r * 0.18 + r * 0.08, -r * 0.58);
      ctx.fill();
    }
  }
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(r * 0.55, -r * 0.12, Math.max(2.5, r * 0.14), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#0b1b2b';
  ctx.beginPath();
  ctx.arc(r * 0.58, -r * 0.12, Math.max(1.5, r * 0.07), 0, Math.PI * 2);
  ctx.fill();
}

/** A fish with its multiplier above it; a caught one spins and fades. */
export function drawFish(ctx: CanvasRenderingContext2D, fish: SwimmingFish, now: number): void {
  const p = positionOf(fish, now);
  if (!p) return;
  const dying = fish.caughtAt === null ? 0 : Math.min(1, (now - fish.caughtAt) / 900);
  ctx.save();
  ctx.translate(p.x, p.y);
  ctx.globalAlpha = 1 - dying;
  ctx.save();
  ctx.rotate(dying > 0 ? dying * Math.PI * 4 : p.angle);
  if (Math.cos(p.angle) < 0 && dying === 0) ctx.scale(1, -1);
  drawBody(ctx, fish);
  ctx.restore();
  const label = multiplierLabel(fish.species);
  ctx.font = `700 ${fish.species.kind === 'boss' ? 20 : 14}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.lineWidth = 4;
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.strokeText(label, 0, -fish.radius * 0.75 - 6);
  ctx.fillStyle = fish.species.kind === 'boss' ? '#ffe066' : '#ffffff';
  ctx.fillText(label, 0, -fish.radius * 0.75 - 6);
  ctx.restore();
}

export function drawBullet(ctx: CanvasRenderingContext2D, bullet: Bullet, now: number, flightMs: number): void {
  if (bullet.hitAt !== null) return;
  const t = Math.min(1, (now - bullet.firedAt) / flightMs);
  const x = bullet.from.x + (bullet.to.x - bullet.from.x) * t;
  const y = bullet.from.y + (bullet.to.y - bullet.from.y) * t;
  ctx.fillStyle = '#fff6b0';
  ctx.shadowColor = '#ffd84d';
  ctx.shadowBlur = 10;
  ctx.beginPath();
  ctx.arc(x, y, 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.shadowBlur = 0;
}

export function drawEffect(ctx: CanvasRenderingContext2D, effect: Effect, now: number): void {
  const age = (now - effect.startedAt) / EFFECT_MS[effect.kind];
  if (age < 0 || age > 1) return;
  ctx.save();
  if (effect.kind === 'splash') {
    ctx.strokeStyle = `rgba(255,255,255,${1 - age})`;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(effect.at.x, effect.at.y, 8 + age * 26, 0, Math.PI * 2);
    ctx.stroke();
  } else if (effect.kind === 'coin') {
    ctx.globalAlpha = 1 - age * age;
    ctx.font = `800 ${effect.big ? 30 : 20}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.lineWidth = 5;
    ctx.strokeStyle = '#5a3500';
    ctx.strokeText(effect.text, effect.at.x, effect.at.y - age * 50);
    ctx.fillStyle = '#ffd84d';
    ctx.fillText(effect.text, effect.at.x, effect.at.y - age * 50);
  } else if (effect.kind === 'bomb') {
    const glow = ctx.createRadialGradient(effect.at.x, effect.at.y, 0, effect.at.x, effect.at.y, 40 + age * 160);
    glow.addColorStop(0, `rgba(255,240,180,${1 - age})`);
    glow.addColorStop(0.5, `rgba(255,120,30,${0.8 * (1 - age)})`);
    glow.addColorStop(1, 'rgba(255,60,0,0)');
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(effect.at.x, effect.at.y, 40 + age * 160, 0, Math.PI * 2);
    ctx.fill();
  } else if (effect.kind === 'lightning') {
    ctx.strokeStyle = `rgba(170,230,255,${1 - age})`;
    ctx.lineWidth = 3;
    ctx.shadowColor = '#7fd3ff';
    ctx.shadowBlur = 12;
    ctx.beginPath();
    effect.points.forEach((point, i) => {
      if (i === 0) ctx.moveTo(point.x, point.y);
      else {
        const prev = effect.points[i - 1] as Point;
        const midX = (prev.x + point.x) / 2 + Math.sin(now / 30 + i) * 14;
        const midY = (prev.y + point.y) / 2 + Math.cos(now / 30 + i) * 14;
        ctx.lineTo(midX, midY);
        ctx.lineTo(point.x, point.y);
      }
    });
    ctx.stroke();
  } else {
    ctx.globalAlpha = age < 0.8 ? 1 : (1 - age) * 5;
    ctx.font = '900 44px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.lineWidth = 8;
    ctx.strokeStyle = '#4a1500';
    ctx.strokeText(effect.text, WORLD_W / 2, WORLD_H * 0.36);
    ctx.fillStyle = '#ffcf33';
    ctx.fillText(effect.text, WORLD_W / 2, WORLD_H * 0.36);
  }
  ctx.restore();
}

/** The cannon at the bottom centre, turned towards its last target; its size grows with the level. */
export function drawCannon(ctx: CanvasRenderingContext2D, at: Point, angle: number, level: number): void {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.fillStyle = '#2b3a4a';
  ctx.beginPath();
  ctx.arc(0, 0, 34, Math.PI, 0);
  ctx.fill();
  ctx.rotate(angle + Math.PI / 2);
  const width = 14 + level * 2;
  ctx.fillStyle = '#d6a21e';
  ctx.fillRect(-width / 2, -58, width, 50);
  ctx.fillStyle = '#8a6410';
  ctx.fillRect(-width / 2 - 3, -62, width + 6, 10);
  ctx.restore();
  ctx.fillStyle = '#f2c94c';
  ctx.beginPath();
  ctx.arc(at.x, at.y, 18, 0, Math.PI * 2);
  ctx.fill();
}

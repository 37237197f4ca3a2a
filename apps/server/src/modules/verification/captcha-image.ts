import { randomBytes, randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Characters a captcha may show. None of 0/O/Q, 1/I/L, 5/S or 8/B, and only one of 2/Z and 6/G:
 * these look alike once the glyphs are bent and crossed by noise lines.
 */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY234679';

/** Width and height of the captcha image in pixels. */
export const CAPTCHA_SIZE = { width: 120, height: 40 } as const;

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Points on an ellipse arc; angles in degrees, y grows downwards, so 90 is the bottom. */
function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number): Point[] {
  const steps = Math.max(4, Math.ceil(Math.abs(toDeg - fromDeg) / 20));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/** Points written as "x,y x,y ..." on the glyph grid. */
function line(points: string): Point[] {
  return points.split(' ').map((pair) => {
    const [x = 0, y = 0] = pair.split(',').map(Number);
    return [x, y] as const;
  });
}

// A stroke font on a 4 x 6 grid (y down): every glyph is a few polylines, so it can be bent freely
// and still drawn as clean lines.
const GLYPHS: Record<string, Stroke[]> = {
  A: [line('0,6 2,0 4,6'), line('0.7,4 3.3,4')],
  C: [arc(2.2, 3, 2.1, 3, -45, -315)],
  D: [[...line('0,0 1.6,0'), ...arc(1.6, 3, 2.4, 3, -90, 90), ...line('0,6 0,0')]],
  E: [line('4,0 0,0 0,6 4,6'), line('0,3 3,3')],
  F: [line('4,0 0,0 0,6'), line('0,3 3,3')],
  H: [line('0,0 0,6'), line('4,0 4,6'), line('0,3 4,3')],
  J: [[...line('4,0 4,4.3'), ...arc(2, 4.3, 2, 1.7, 0, 180)]],
  K: [line('0,0 0,6'), line('4,0 0,3.6'), line('1.4,2.4 4,6')],
  M: [line('0,6 0,0 2,3.6 4,0 4,6')],
  N: [line('0,6 0,0 4,6 4,0')],
  P: [[...line('0,6 0,0 2.6,0'), ...arc(2.6, 1.6, 1.4, 1.6, -90, 90), ...line('0,3.2')]],
  R: [[...line('0,6 0,0 2.6,0'), ...arc(2.6, 1.6, 1.4, 1.6, -90, 90), ...line('0,3.2')], line('2,3.2 4,6')],
  T: [line('0,0 4,0'), line('2,0 2,6')],
  U: [[...line('0,0'), ...arc(2, 4, 2, 2, 180, 0), ...line('4,0')]],
  V: [line('0,0 2,6 4,0')],
  W: [line('0,0 1,6 2,2.4 3,6 4,0')],
  X: [line('0,0 4,6'), line('4,0 0,6')],
  Y: [line('0,0 2,3 4,0'), line('2,3 2,6')],
  '2': [[...arc(2, 1.8, 2, 1.8, 190, 360), ...line('0,6 4,6')]],
  '3': [[...arc(2, 1.5, 1.8, 1.5, 200, 450), ...arc(2, 4.4, 2, 1.6, -90, 160)]],
  '4': [line('3,6 3,0 0,4.2 4,4.2')],
  '6': [[...line('3.6,0.2 1.4,1.4 0.1,4.1'), ...arc(2, 4.3, 1.9, 1.7, 180, 540)]],
  '7': [line('0,0 4,0 1.4,6')],
  '9': [[...arc(2, 1.8, 1.9, 1.8, 0, 360), ...line('3.9,1.8 3.4,4.4 1.6,6')]],
};

/** A uniform number in [min, max) from the cryptographic source, so no image repeats a pattern. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/** A random answer of `length` characters from the alphabet. */
export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

interface Line {
  points: Point[];
  halfWidth: number;
  color: readonly [number, number, number];
}

/**
 * Draws the text as a PNG: each character rotated, scaled and sheared on its own, the whole line
 * bent by a sine wave, crossed by thinner noise lines over a speckled background.
 */
export function renderCaptchaPng(text: string): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const lines: Line[] = [];
  const waveAmplitude = between(1.2, 2.4);
  const wavePeriod = between(40, 70);
  const wavePhase = between(0, Math.PI * 2);
  const slot = (width - 12) / text.length;
  [...text].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no glyph for ${char}`);
    const angle = between(-0.35, 0.35);
    const scale = between(3.5, 4.1);
    const shear = between(-0.25, 0.25);
    const centreX = 6 + slot * (index + 0.5) + between(-1.5, 1.5);
    const centreY = height / 2 + between(-2, 2);
    const color = [randomInt(10, 90), randomInt(10, 90), randomInt(40, 130)] as const;
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 2 + shear * (gy - 3)) * scale;
      const y = (gy - 3) * scale;
      const px = centreX + x * Math.cos(angle) - y * Math.sin(angle);
      const py = centreY + x * Math.sin(angle) + y * Math.cos(angle);
      return [px, py + waveAmplitude * Math.sin((px / wavePeriod) * Math.PI * 2 + wavePhase)];
    };
    for (const stroke of strokes) lines.push({ points: subdivide(stroke).map(place), halfWidth: 1.15, color });
  });
  for (let count = 0; count < 4; count += 1) {
    const y0 = between(4, height - 4);
    const y1 = between(4, height - 4);
    const bend = between(-10, 10);
    const points = Array.from({ length: 13 }, (_, i): Point => {
      const f = i / 12;
      return [f * width, y0 + (y1 - y0) * f + bend * Math.sin(f * Math.PI)];
    });
    lines.push({ points, halfWidth: between(0.45, 0.7), color: [randomInt(60, 160), randomInt(60, 160), randomInt(60, 160)] });
  }
  return encodePng(width, height, paint(width, height, lines));
}

/** Cuts long glyph strokes into short pieces, so the sine bend applied to their points curves them. */
function subdivide(stroke: Stroke): Point[] {
  const points: Point[] = [stroke[0] as Point];
  for (let i = 1; i < stroke.length; i += 1) {
    const [ax, ay] = stroke[i - 1] as Point;
    const [bx, by] = stroke[i] as Point;
    const pieces = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 0.75));
    for (let piece = 1; piece <= pieces; piece += 1) points.push([ax + ((bx - ax) * piece) / pieces, ay + ((by - ay) * piece) / pieces]);
  }
  return points;
}

/** Rasterises the lines in order over a light speckled background, anti-aliased by distance to each line. */
function paint(width: number, height: number, lines: Line[]): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  const base = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  // One random byte per pixel: about one pixel in twelve is a dark speckle, the rest vary a little.
  const noise = randomBytes(width * height);
  for (let index = 0; index < width * height; index += 1) {
    const byte = noise[index] as number;
    const speckle = byte < 21 ? 40 + byte * 2 : byte % 12;
    for (let c = 0; c < 3; c += 1) pixels[index * 3 + c] = (base[c] as number) - speckle;
  }
  const coverage = new Float32Array(width * height);
  for (const line of lines) {
    coverage.fill(0);
    const reach = line.halfWidth + 1;
    for (let i = 1; i < line.points.length; i += 1) {
      const [ax, ay] = line.points[i - 1] as Point;
      const [bx, by] = line.points[i] as Point;
      // Only pixels near the segment can be touched by it.
      const left = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
      const right = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + reach));
      const top = Math.max(0, Math.floor(Math.min(ay, by) - reach));
      const bottom = Math.min(height - 1, Math.ceil(Math.max(ay, by) + reach));
      for (let y = top; y <= bottom; y += 1) {
        for (let x = left; x <= right; x += 1) {
          const cover = Math.min(1, line.halfWidth + 0.5 - distanceToSegment(x + 0.5, y + 0.5, ax, ay, bx, by));
          if (cover > (coverage[y * width + x] as number)) coverage[y * width + x] = cover;
        }
      }
    }
    // Blending once per line, with the strongest coverage of its segments, keeps joints even.
    for (let index = 0; index < width * height; index += 1) {
      const alpha = coverage[index] as number;
      if (alpha <= 0) continue;
      for (let c = 0; c < 3; c += 1) {
        const current = pixels[index * 3 + c] as number;
        pixels[index * 3 + c] = Math.round(current + ((line.color[c] as number) - current) * alpha);
      }
    }
  }
  return pixels;
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Encodes 8-bit RGB pixels as a PNG: signature, IHDR, one IDAT, IEND. */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  // Each scanline starts with filter type 0 (none); deflate does the compressing.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

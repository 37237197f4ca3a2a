import { label, LOOKS, type SymbolLook } from './slot-symbol-looks';

const FALLBACK_TINTS = ['#1d3557', '#5f0f40', '#0b525b', '#6a040f', '#3c096c', '#283618', '#7f5539'];

/** A look for an id no art knows: a tile of a colour chosen from the id, with the name's first letters. */
function fallbackLook(id: string, name: string): SymbolLook {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const letters = (name || id)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, 3)
    .toUpperCase();
  return { tint: FALLBACK_TINTS[hash % FALLBACK_TINTS.length] ?? '#1d3557', art: label(letters, '#fff', letters.length > 2 ? 28 : 38) };
}

/** The look of a symbol: wild and scatter by their kind, others by their id, else a fallback. */
function lookOf(id: string, name: string, kind: string | undefined): SymbolLook {
  const key = kind === 'wild' ? 'WILD' : kind === 'scatter' ? 'SCATTER' : id.toUpperCase();
  const match = LOOKS.find(([pattern]) => pattern.test(key));
  return match ? match[1]() : fallbackLook(id, name);
}

/**
 * A slot symbol drawn as inline SVG (no image files), shared by the house slot page and the betting
 * record's round detail: a rounded tile tinted per symbol with its art on top. The symbol's name is
 * its accessible label.
 */
export function SlotSymbol({ id, name, kind, className }: { id: string; name: string; kind?: string; className?: string }) {
  const look = lookOf(id, name, kind);
  const gradient = `slot-tile-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  return (
    <svg className={className ?? 'slot-symbol'} viewBox="0 0 100 100" role="img" aria-label={name}>
      <defs>
        <radialGradient id={gradient} cx="50%" cy="35%" r="75%">
          <stop offset="0%" stopColor={look.tint} />
          <stop offset="100%" stopColor="#0b0f14" />
        </radialGradient>
      </defs>
      <rect x="4" y="4" width="92" height="92" rx="16" fill={`url(#${gradient})`} />
      {look.art}
    </svg>
  );
}

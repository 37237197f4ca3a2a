/**
 * The tutorials' pictures (decision 063): a phone drawn in SVG with the one control a step is
 * about ringed, in the brand's colours. Drawn by us, so no browser maker's picture is copied and
 * every brand's page shows its own colours. Texts stay out of the drawings (they are in the steps).
 */
export type SketchStep =
  'android-open' | 'android-menu' | 'android-add' | 'android-confirm' | 'ios-open' | 'ios-share' | 'ios-add' | 'ios-confirm';

const INK = 'var(--brand-text, #f1f5f9)';
const MUTED = 'var(--brand-muted, #94a3b8)';
const SCREEN = 'var(--brand-background, #0f1720)';
const MARK = 'var(--brand-primary, #f5b301)';

function Ring({ x, y, r = 13 }: { x: number; y: number; r?: number }) {
  return <circle cx={x} cy={y} r={r} fill="none" stroke={MARK} strokeWidth={3} className="install-sketch__ring" />;
}

/** Lines standing for a page's content. */
function PageLines({ top }: { top: number }) {
  return (
    <g fill={MUTED} opacity={0.5}>
      <rect x={22} y={top} width={96} height={34} rx={4} />
      <rect x={22} y={top + 42} width={70} height={6} rx={3} />
      <rect x={22} y={top + 54} width={86} height={6} rx={3} />
      <rect x={22} y={top + 66} width={60} height={6} rx={3} />
    </g>
  );
}

/** A sheet sliding up from the bottom (a menu) with rows, one of them marked. */
function Sheet({ top, rows, marked, icon }: { top: number; rows: number; marked: number; icon: 'plus' | 'phone' }) {
  return (
    <g>
      <rect x={14} y={top} width={112} height={214 - top} rx={8} fill="var(--brand-surface, #1e293b)" stroke={MUTED} strokeWidth={1} />
      {Array.from({ length: rows }, (_, index) => {
        const y = top + 12 + index * 20;
        const isMarked = index === marked;
        return (
          <g key={index}>
            {isMarked && <rect x={18} y={y - 6} width={104} height={18} rx={4} fill={MARK} opacity={0.25} />}
            {isMarked && icon === 'plus' ? (
              <g stroke={INK} strokeWidth={1.6}>
                <rect x={24} y={y - 3} width={11} height={11} rx={2} fill="none" />
                <path d={`M29.5 ${y - 0.5}v6M26.5 ${y + 2.5}h6`} />
              </g>
            ) : isMarked ? (
              <rect x={25} y={y - 4} width={8} height={13} rx={2} fill="none" stroke={INK} strokeWidth={1.6} />
            ) : (
              <circle cx={29.5} cy={y + 2.5} r={4} fill={MUTED} opacity={0.6} />
            )}
            <rect x={40} y={y} width={isMarked ? 62 : 50} height={5} rx={2.5} fill={isMarked ? INK : MUTED} />
          </g>
        );
      })}
    </g>
  );
}

function Dialog({ button }: { button: 'right-top' | 'right-bottom' }) {
  return (
    <g>
      <rect x={10} y={10} width={120} height={210} rx={12} fill="#000" opacity={0.45} />
      <rect x={20} y={78} width={100} height={70} rx={8} fill="var(--brand-surface, #1e293b)" stroke={MUTED} />
      <rect x={30} y={90} width={18} height={18} rx={4} fill={MARK} />
      <rect x={54} y={94} width={50} height={5} rx={2.5} fill={INK} />
      <rect x={54} y={103} width={34} height={4} rx={2} fill={MUTED} />
      {button === 'right-bottom' ? (
        <>
          <rect x={80} y={124} width={32} height={14} rx={7} fill={MARK} />
          <Ring x={96} y={131} r={17} />
        </>
      ) : (
        <>
          <rect x={94} y={82} width={22} height={9} rx={4.5} fill={MARK} />
          <Ring x={105} y={86.5} r={14} />
        </>
      )}
    </g>
  );
}

/** One step's picture. */
export function InstallSketch({ step }: { step: SketchStep }) {
  const android = step.startsWith('android');
  return (
    <svg className="install-sketch" viewBox="0 0 140 230" width={140} height={230} aria-hidden="true" focusable="false">
      <rect x={4} y={4} width={132} height={222} rx={18} fill="#0b0f14" stroke={MUTED} strokeWidth={2} />
      <rect x={10} y={10} width={120} height={210} rx={12} fill={SCREEN} />
      {android ? (
        <g>
          {/* Chrome: the address bar at the top with the menu's three dots at its right. */}
          <rect x={16} y={18} width={92} height={16} rx={8} fill="var(--brand-surface, #1e293b)" />
          <rect x={24} y={24} width={50} height={4} rx={2} fill={MUTED} />
          <g fill={INK}>
            <circle cx={118} cy={21} r={1.8} />
            <circle cx={118} cy={26} r={1.8} />
            <circle cx={118} cy={31} r={1.8} />
          </g>
          <PageLines top={44} />
        </g>
      ) : (
        <g>
          {/* Safari: the address bar and the toolbar with the share button at the bottom. */}
          <PageLines top={22} />
          <rect x={16} y={180} width={108} height={14} rx={7} fill="var(--brand-surface, #1e293b)" />
          <rect x={44} y={185} width={52} height={4} rx={2} fill={MUTED} />
          <g stroke={INK} strokeWidth={1.6} fill="none">
            <path d="M30 206l-4-4 4-4M46 206l4-4-4-4" opacity={0.5} />
            <rect x={65} y={201} width={10} height={11} rx={1.5} />
            <path d="M70 206v-10M67 199l3-3 3 3" />
            <path d="M90 200h10v10h-10z" opacity={0.5} />
            <rect x={108} y={199} width={8} height={10} rx={1} opacity={0.5} />
          </g>
        </g>
      )}
      {step === 'android-open' && <Ring x={62} y={26} r={16} />}
      {step === 'android-menu' && <Ring x={118} y={26} />}
      {step === 'android-add' && <Sheet top={96} rows={5} marked={3} icon="phone" />}
      {step === 'android-confirm' && <Dialog button="right-bottom" />}
      {step === 'ios-open' && <Ring x={70} y={187} r={16} />}
      {step === 'ios-share' && <Ring x={70} y={205} />}
      {step === 'ios-add' && <Sheet top={86} rows={6} marked={4} icon="plus" />}
      {step === 'ios-confirm' && <Dialog button="right-top" />}
    </svg>
  );
}

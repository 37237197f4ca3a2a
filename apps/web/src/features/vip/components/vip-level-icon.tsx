import { FallbackImage } from '../../../components/ui/fallback-image';

/** A level's icon on its colour (a plain disc when the level has no icon). */
export function VipLevelIcon({ iconUrl, colour, size = 48 }: { iconUrl: string; colour: string; size?: number }) {
  return (
    <span className="vip-icon" style={{ background: colour || undefined, width: size, height: size }} aria-hidden="true">
      {iconUrl && <FallbackImage src={iconUrl} alt="" width={size} height={size} />}
    </span>
  );
}

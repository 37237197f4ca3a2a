import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@pkg/contracts/lottery';
import { VN_REGIONS } from '@pkg/contracts/lottery';
import type { VnMenuEntry, VnOpenDraw } from '../api/lottery-api';
import { useServerNow } from '../use-clock';
import { vnTabChoice, type VnChoice, type VnTab } from '../vn-choice';
import { DrawClock } from './draw-clock';
import { TabList } from './tab-list';

interface VnSwitcherProps {
  entries: readonly VnMenuEntry[];
  open: readonly VnOpenDraw[];
  fast: readonly LotteryGame[];
  choice: VnChoice | null;
  onChoose: (choice: VnChoice) => void;
}

/**
 * The Vietnamese lottery's chooser: region tabs (North, Central, South) with today's stations,
 * each counting down to the region's cut-off, and a tab of the house-drawn fast games.
 */
export function VnSwitcher({ entries, open, fast, choice, onChoose }: VnSwitcherProps) {
  const { t } = useTranslation();
  const nowMs = useServerNow();
  const regions = VN_REGIONS.filter((region) => entries.some((entry) => entry.region === region && entry.gameMenus.length > 0));
  const tabs: Array<{ id: VnTab; label: string }> = [
    ...regions.map((region) => ({ id: region, label: t(`lottery.vn.regions.${region}`) })),
    ...(fast.length > 0 ? [{ id: 'fast' as const, label: t('lottery.vn.regions.fast') }] : []),
  ];
  const tab = choice?.tab ?? tabs[0]?.id ?? null;
  const entry = entries.find((candidate) => candidate.region === tab);
  const openByStation = new Map(open.map((draw) => [draw.stationCode, draw]));
  // Today's stations only: a region lists every station of its rotation, most not drawing today.
  const today = (entry?.stations ?? []).filter((station) => station.draw || openByStation.has(station.stationCode));
  const choose = (next: VnTab) => {
    const picked = vnTabChoice(entries, fast, next);
    if (picked) onChoose(picked);
  };
  return (
    <div className="vn-switcher">
      <TabList<VnTab> label={t('lottery.vn.regionsLabel')} idPrefix="vn-region" tabs={tabs} selected={tab} onSelect={choose} />
      <div role="tabpanel" id="vn-region-panel" aria-labelledby={tab ? `vn-region-tab-${tab}` : undefined}>
        {tab === 'fast' ? (
          <ul className="vn-stations">
            {fast.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  className="vn-station"
                  aria-pressed={choice?.game.gameCode === game.gameCode}
                  onClick={() => onChoose({ tab: 'fast', game, station: null })}
                >
                  <span className="vn-station__name">{game.gameName}</span>
                  {game.current && <DrawClock draw={game.current} nowMs={nowMs} />}
                </button>
              </li>
            ))}
          </ul>
        ) : entry && today.length > 0 ? (
          <ul className="vn-stations" aria-label={t('lottery.vn.stations')}>
            {today.map((station) => {
              const draw = openByStation.get(station.stationCode) ?? station.draw;
              const game = entry.gameMenus.find((candidate) => candidate.gameCode === station.draw?.gameCode) ?? entry.gameMenus[0];
              return (
                <li key={station.stationCode}>
                  <button
                    type="button"
                    className="vn-station"
                    aria-pressed={choice?.station?.stationCode === station.stationCode}
                    disabled={!game}
                    onClick={() => game && onChoose({ tab: entry.region ?? 'fast', game, station })}
                  >
                    <span className="vn-station__name">{station.name}</span>
                    {draw && <DrawClock draw={draw} nowMs={nowMs} />}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="lottery-muted">{t('lottery.vn.noStations')}</p>
        )}
      </div>
    </div>
  );
}

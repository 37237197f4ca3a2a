import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '@pkg/contracts/languages';
import type { FishSessionValue } from '@pkg/contracts/fish';
import { formatMoney, type Currency } from '@pkg/money/money';
import { Spinner } from '../../../components/ui/spinner';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { createScene, type FishScene } from '../fish-scene';
import { WORLD_H, WORLD_W, type SwimmingFish } from '../fish-world';
import { useFishGame, type FishGame } from '../use-fish-game';
import { Paytable } from './paytable';
import '../fish.css';

/** Follows the launch URL's `lang` when it names a shipped language. */
function useLaunchLanguage(lang: string | null) {
  useEffect(() => {
    const wanted = lang?.toUpperCase();
    if (wanted && (SHIPPED_LANGUAGES as readonly string[]).includes(wanted) && wanted !== currentLanguage()) {
      void changeLanguage(wanted as ShippedLanguage);
    }
  }, [lang]);
}

/** The canvas, its scene and the firing: taps aim at a fish, auto-fire at the locked or biggest one, never faster than the cannon. */
function useSea(game: FishGame, session: FishSessionValue, auto: boolean, setAuto: (on: boolean) => void) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FishScene | null>(null);
  const lastShot = useRef(0);
  const state = useRef({ auto, level: game.levelIndex, balance: game.shownBalanceMinor });
  state.current = { auto, level: game.levelIndex, balance: game.shownBalanceMinor };
  const currency: Currency = session.currency;
  const gap = 1000 / session.maxShotsPerSecond;

  useEffect(() => {
    const made = createScene({
      species: session.species,
      money: (amount) => formatMoney(amount, currency),
      featureName: (code) => t(`fish.features.${code}`),
    });
    made.warmUp(performance.now());
    scene.current = made;
    game.onAnswer.current = (batch, value) => made.showAnswer(batch, value, performance.now());
  }, [session, currency, t, game.onAnswer]);

  const fireAt = useCallback(
    (fish: SwimmingFish, now: number) => {
      const { batcher } = game;
      const stake = BigInt(session.cannonLevelsMinor[state.current.level] ?? '0');
      if (!batcher || now - lastShot.current < gap) return;
      if (state.current.balance - stake < 0n) {
        game.setNotice('insufficient_funds');
        setAuto(false);
        return;
      }
      lastShot.current = now;
      batcher.fire({ target: fish.species.code, stakeMinor: stake.toString(), fishId: fish.id });
      scene.current?.shoot(fish, now);
      game.refreshShown();
    },
    [game, session, gap, setAuto],
  );

  useEffect(() => {
    let frame = 0;
    const draw = () => {
      const element = canvas.current;
      const ctx = element?.getContext('2d');
      const now = performance.now();
      if (element && ctx && scene.current) {
        const ratio = window.devicePixelRatio || 1;
        const { clientWidth, clientHeight } = element;
        if (element.width !== Math.round(clientWidth * ratio)) element.width = Math.round(clientWidth * ratio);
        if (element.height !== Math.round(clientHeight * ratio)) element.height = Math.round(clientHeight * ratio);
        ctx.setTransform(element.width / WORLD_W, 0, 0, element.height / WORLD_H, 0, 0);
        if (state.current.auto) {
          const target = scene.current.autoTarget(now);
          if (target) fireAt(target, now);
        }
        scene.current.frame(ctx, now, state.current.level);
        element.dataset.fish = String(scene.current.onScreen(now));
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [fireAt]);

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const point = { x: ((event.clientX - rect.left) / rect.width) * WORLD_W, y: ((event.clientY - rect.top) / rect.height) * WORLD_H };
    const now = performance.now();
    const fish = scene.current?.pick(point, now);
    if (fish) fireAt(fish, now);
  };
  return { canvas, onPointerDown };
}

function Hud({
  game,
  session,
  auto,
  setAuto,
  onPaytable,
}: {
  game: FishGame;
  session: FishSessionValue;
  auto: boolean;
  setAuto(on: boolean): void;
  onPaytable(): void;
}) {
  const { t } = useTranslation();
  const currency: Currency = session.currency;
  const levels = session.cannonLevelsMinor;
  const stake = BigInt(levels[game.levelIndex] ?? '0');
  return (
    <>
      <div className="fish-hud fish-hud--top">
        <div className="fish-balance">
          <span>{t(session.trial ? 'fish.demoBalance' : 'fish.balance')}</span>
          <output data-testid="fish-balance" data-minor={game.shownBalanceMinor.toString()}>
            {formatMoney(game.shownBalanceMinor, currency)}
          </output>
        </div>
        <button type="button" className="fish-button" onClick={onPaytable} data-testid="fish-paytable-open">
          {t('fish.paytable.open')}
        </button>
      </div>
      <div className="fish-hud fish-hud--bottom">
        <div className="fish-cannon" role="group" aria-label={t('fish.cannon.label')}>
          <button
            type="button"
            className="fish-button"
            aria-label={t('fish.cannon.down')}
            disabled={game.levelIndex === 0}
            onClick={() => game.setLevelIndex(game.levelIndex - 1)}
          >
            −
          </button>
          <output data-testid="fish-stake" data-minor={stake.toString()}>
            {t('fish.cannon.stake', { amount: formatMoney(stake, currency) })}
          </output>
          <button
            type="button"
            className="fish-button"
            aria-label={t('fish.cannon.up')}
            disabled={game.levelIndex >= levels.length - 1}
            onClick={() => game.setLevelIndex(game.levelIndex + 1)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={`fish-button fish-auto${auto ? ' fish-auto--on' : ''}`}
          aria-pressed={auto}
          onClick={() => setAuto(!auto)}
          data-testid="fish-auto"
        >
          {t(auto ? 'fish.auto.stop' : 'fish.auto.start')}
        </button>
      </div>
    </>
  );
}

function Playing({ game, session }: { game: FishGame; session: FishSessionValue }) {
  const { t } = useTranslation();
  const [auto, setAuto] = useState(false);
  const [paytable, setPaytable] = useState(false);
  const { canvas, onPointerDown } = useSea(game, session, auto, setAuto);
  return (
    <div className="fish-page" data-testid="fish-page">
      <canvas
        ref={canvas}
        className="fish-canvas"
        onPointerDown={onPointerDown}
        data-testid="fish-canvas"
        aria-label={t('fish.canvasLabel')}
      />
      <Hud game={game} session={session} auto={auto} setAuto={setAuto} onPaytable={() => setPaytable(true)} />
      {game.notice && (
        <button type="button" className="fish-notice" role="alert" onClick={() => game.setNotice(null)} data-testid="fish-notice">
          {t(`errors.${game.notice}`)}
        </button>
      )}
      <p className="fish-rotate">{t('fish.rotate')}</p>
      {paytable && <Paytable session={session} onClose={() => setPaytable(false)} />}
    </div>
  );
}

/**
 * /house-fish/play?game=&token=&lang=: the fish title inside the /game frame (decision 061). The
 * page only animates; every shot is decided by the server in batches sent about once a second.
 */
export function FishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useLaunchLanguage(params.get('lang'));
  const token = params.get('token') ?? '';
  const game = useFishGame(token);
  if (token === '' || game.failure === 'game_session_invalid')
    return (
      <p className="fish-failed" role="alert">
        {t('fish.sessionEnded')}
      </p>
    );
  if (game.failure)
    return (
      <p className="fish-failed" role="alert">
        {t(`errors.${game.failure}`)}
      </p>
    );
  if (!game.session)
    return (
      <div className="fish-page fish-page--loading">
        <Spinner />
      </div>
    );
  return <Playing game={game} session={game.session} />;
}

import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * /game: the launched game in a frame under the header. The frame's address comes from a launch
 * (`url`); launches are added with the games work, so without one the page says the game cannot
 * start and offers the way back.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get('url');
  const safeUrl = url && /^(https:\/\/|\/)/.test(url) && !url.startsWith('//') ? url : null;
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost" onClick={() => navigate(-1)}>
          {t('common.back')}
        </button>
      </div>
      {safeUrl ? (
        <iframe className="game-frame__frame" src={safeUrl} title={t('games.frameTitle')} allow="fullscreen; autoplay" />
      ) : (
        <EmptyState title={t('games.cannotStart')} text={t('games.cannotStartText')} />
      )}
    </div>
  );
}

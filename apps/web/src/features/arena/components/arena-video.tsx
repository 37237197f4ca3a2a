import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of hls.js the player keeps: stopping it. */
interface Player {
  destroy(): void;
}

/**
 * The fight's live stream from the HLS address the operator set for the event (decision 056):
 * a browser that plays HLS itself (Safari, recent Chrome) gets the address; elsewhere hls.js,
 * loaded only here, feeds the video through Media Source.
 * Without an address, or when the stream cannot play, a placeholder says so. Muted at start so
 * browsers let it play on its own; the controls unmute it.
 */
export function ArenaVideo({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    let player: Player | null = null;
    let stopped = false;
    const fail = () => setFailed(url);
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.addEventListener('error', fail);
      element.src = url;
    } else {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (stopped) return;
          if (!Hls.isSupported()) return fail();
          const hls = new Hls({ enableWorker: false, lowLatencyMode: true });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          hls.loadSource(url);
          hls.attachMedia(element);
          player = hls;
          return undefined;
        })
        .catch(fail);
    }
    return () => {
      stopped = true;
      element.removeEventListener('error', fail);
      player?.destroy();
      element.removeAttribute('src');
    };
  }, [url]);

  if (!url || failed === url) {
    const text = url ? t('arena.video.failed') : t('arena.video.none');
    return (
      <div className="arena-video arena-video--placeholder" role="img" aria-label={text} data-testid="arena-video-placeholder">
        <span className="arena-video__mark" aria-hidden="true">
          ⚔
        </span>
        <p>{text}</p>
      </div>
    );
  }
  return (
    <video
      ref={video}
      className="arena-video"
      muted
      autoPlay
      playsInline
      controls
      aria-label={t('arena.video.label')}
      data-testid="arena-video"
    />
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '@pkg/web-kit/time';

/**
 * The header clock: GMT+8 wherever the visitor is, ticking every second. On a phone the day is left
 * out (CSS), so the security notices beside it keep room to be read (decision 068).
 */
export function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const [day, time] = formatGmt8(now).split(' ');
  return (
    <time className="clock" dateTime={now.toISOString()} aria-label={t('header.clock')} data-testid="clock">
      <span className="clock__day">{day} </span>
      {time} {t('header.gmt8')}
    </time>
  );
}

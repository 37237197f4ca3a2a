import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGmt8 } from '../lib/time';

/** The header clock: GMT+8 wherever the visitor is, ticking every second. */
export function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="clock" dateTime={now.toISOString()} aria-label={t('header.clock')} data-testid="clock">
      {formatGmt8(now)} {t('header.gmt8')}
    </time>
  );
}

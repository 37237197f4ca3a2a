import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without the clipboard API (an http page, an old browser): copy through a selected, hidden text area.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/**
 * Copies a value to the clipboard and says so for two seconds; its name says what it copies
 * (deposit account details, invitation links and codes).
 */
export function CopyButton({ value, what, className = '' }: { value: string; what: string; className?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={`button button--ghost ${className}`.trim()}
      aria-label={t('common.copyLabel', { what })}
      onClick={() => void copyText(value).then(setCopied)}
    >
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </button>
  );
}

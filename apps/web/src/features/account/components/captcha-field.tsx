import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

interface CaptchaFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The image as a data URL, or null while the first one loads. */
  src: string | null;
  failed: boolean;
  onRefresh: () => void;
}

/** The captcha answer with its image beside it; clicking the image asks for a new one. */
export function CaptchaField({ id, value, onChange, error, src, failed, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('account.fields.captcha')}
      value={value}
      onChange={onChange}
      error={error ?? (failed ? t('account.captcha.loadFailed') : null)}
      required
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      inputMode="text"
      maxLength={16}
      after={
        <button type="button" className="captcha__button" onClick={onRefresh} aria-label={t('account.captcha.refresh')}>
          {src ? (
            <img className="captcha__image" src={src} alt={t('account.captcha.image')} width={132} height={44} />
          ) : (
            <span className="captcha__placeholder" />
          )}
        </button>
      }
    />
  );
}

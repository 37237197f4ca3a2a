import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralInvitationValue } from '@pkg/contracts/referral';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';

type MemberInvitation = Extract<ReferralInvitationValue, { kind: 'member' }>;

/** The link's QR code, drawn in the browser by the `qrcode` library (loaded with this page only). */
function QrCode({ text }: { text: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((lib) => lib.toDataURL(text, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [text]);
  if (failed)
    return (
      <p className="form-error" role="alert">
        {t('referral.link.qrFailed')}
      </p>
    );
  if (!image) return <Spinner />;
  return <img className="referral-qr" src={image} width={200} height={200} alt={t('referral.link.qrAlt')} data-testid="referral-qr" />;
}

/** The member's invitation: code and link to copy, the link's QR code, and the same link on the brand's other domains. */
export function InvitationCard({ invitation }: { invitation: MemberInvitation }) {
  const { t } = useTranslation();
  const others = invitation.links.filter((link) => link.url !== invitation.url);
  return (
    <section className="referral-card referral-invite" aria-labelledby="referral-invite-title">
      <h4 id="referral-invite-title" className="referral-card__heading">
        {t('referral.link.heading')}
      </h4>
      <div className="referral-invite__body">
        <div className="referral-invite__fields">
          <div className="referral-field">
            <span className="referral-field__label">{t('referral.link.code')}</span>
            <div className="referral-field__row">
              <strong className="referral-code" data-testid="referral-code">
                {invitation.code}
              </strong>
              <CopyButton value={invitation.code} what={t('referral.link.code')} />
            </div>
          </div>
          <div className="referral-field">
            <span className="referral-field__label">{t('referral.link.url')}</span>
            <div className="referral-field__row">
              <code className="referral-url" data-testid="referral-link">
                {invitation.url}
              </code>
              <CopyButton value={invitation.url} what={t('referral.link.url')} />
            </div>
          </div>
          {others.length > 0 && (
            <details className="referral-others">
              <summary>{t('referral.link.otherLinks')}</summary>
              <ul>
                {others.map((link) => (
                  <li key={link.url}>
                    <code className="referral-url">{link.url}</code>
                    <CopyButton value={link.url} what={link.domain} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
        <figure className="referral-invite__qr">
          <QrCode text={invitation.qrText} />
          <figcaption>{t('referral.link.qrHint')}</figcaption>
        </figure>
      </div>
    </section>
  );
}

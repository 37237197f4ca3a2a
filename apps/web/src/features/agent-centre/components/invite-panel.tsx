import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { useInvite } from '../api/use-agent';
import { FailureBox } from './failure-box';

/** A link's QR code, drawn in the browser by the `qrcode` library (loaded only when a code is opened). */
function QrDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((lib) => lib.toDataURL(url, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then((data) => live && setImage(data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Dialog open onClose={onClose} title={t('agent.invite.qrTitle')}>
      <div className="agent-qr" data-testid="agent-invite-qr">
        {image ? (
          <img src={image} width={240} height={240} alt={t('agent.invite.qrAlt', { url })} />
        ) : failed ? (
          <p className="form-error" role="alert">
            {t('agent.invite.qrFailed')}
          </p>
        ) : (
          <Spinner />
        )}
        <p className="agent-qr__url">{url}</p>
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}

/** The agent's invitation code and its links on each of the brand's domains, each to copy or show as a QR code. */
export function InvitePanel() {
  const { t } = useTranslation();
  const invite = useInvite();
  const [qrUrl, setQrUrl] = useState<string | null>(null);
  return (
    <section className="agent-invite" aria-labelledby="agent-invite-title" data-testid="agent-invite">
      <h4 id="agent-invite-title" className="agent-page__subheading">
        {t('agent.invite.title')}
      </h4>
      <p className="agent-page__note">{t('agent.invite.intro')}</p>
      {invite.isPending ? (
        <Spinner />
      ) : !invite.data ? (
        <FailureBox error={invite.error} onRetry={() => void invite.refetch()} />
      ) : (
        <>
          <div className="agent-invite__code">
            <span className="agent-invite__label">{t('agent.invite.code')}</span>
            <strong data-testid="agent-invite-code">{invite.data.affiliateCode}</strong>
            <CopyButton value={invite.data.affiliateCode} what={t('agent.invite.code')} />
          </div>
          {invite.data.links.length === 0 ? (
            <p className="agent-page__note">{t('agent.invite.noLinks')}</p>
          ) : (
            <ul className="agent-invite__links">
              {invite.data.links.map((link) => (
                <li key={link.url} className="agent-invite__link">
                  <span className="agent-invite__domain">{link.domain}</span>
                  <code className="agent-invite__url">{link.url}</code>
                  <div className="agent-invite__actions">
                    <CopyButton value={link.url} what={link.domain} />
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('agent.invite.qrLabel', { domain: link.domain })}
                      onClick={() => setQrUrl(link.url)}
                    >
                      {t('agent.invite.qr')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {qrUrl && <QrDialog url={qrUrl} onClose={() => setQrUrl(null)} />}
    </section>
  );
}

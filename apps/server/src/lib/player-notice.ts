import { accountTextLanguage, type ShippedLanguage } from '@pkg/contracts/languages';
import { translate } from '@pkg/i18n/messages';
import { escapeHtml } from './html.ts';

/**
 * Carries a message to a player's own phone or e-mail, recorded in sms_outbox or email_outbox and
 * sent by the configured gateway (modules/sms and modules/email implement it; app.ts hands it to
 * the modules that tell players things: the Members desk, two-factor).
 */
export interface PlayerMessenger {
  text(message: { brandId: string; phone: string; body: string; purpose: string }): Promise<unknown>;
  mail(message: {
    brandId: string;
    accountId: string;
    to: string;
    fromName: string;
    kind: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void>;
}

/** Where a player can be reached, as the account holds it. */
export interface PlayerContact {
  brandId: string;
  brandName: string;
  accountId: string;
  mobileDialingCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  /** The account's language code (TY, EN ...). */
  language: string;
  /** The brand's default language, for an account whose own is not a shipped one (decision 064). */
  brandLanguage: ShippedLanguage;
}

/** The phone (masked) a message would go to, else the e-mail (masked); null when the player has neither. */
export function contactOf(player: PlayerContact): { channel: 'sms' | 'email'; masked: string } | null {
  if (player.mobileDialingCode && player.mobileNumber)
    return { channel: 'sms', masked: `${player.mobileDialingCode} ••••••${player.mobileNumber.slice(-4)}` };
  if (player.email) {
    const [local = '', domain = ''] = player.email.split('@');
    return { channel: 'email', masked: `${local.slice(0, 2)}•••@${domain}` };
  }
  return null;
}

/**
 * Sends one notice of the `accountNotices` texts (`<key>.sms`, `<key>.subject`, `<key>.text`) in the
 * player's language to the phone, else the e-mail; answers where it went (masked), or null when the
 * player has neither, in which case nothing is sent.
 */
export async function sendPlayerNotice(
  messenger: PlayerMessenger,
  player: PlayerContact,
  key: string,
  vars: Record<string, string | number>,
): Promise<string | null> {
  const contact = contactOf(player);
  if (!contact) return null;
  const language = accountTextLanguage(player.language, player.brandLanguage);
  const all = { brand: player.brandName, ...vars };
  if (contact.channel === 'sms' && player.mobileDialingCode && player.mobileNumber) {
    const phone = `${player.mobileDialingCode}${player.mobileNumber}`;
    await messenger.text({ brandId: player.brandId, phone, body: translate(language, `accountNotices.${key}.sms`, all), purpose: key });
    return contact.masked;
  }
  const subject = translate(language, `accountNotices.${key}.subject`, all);
  const text = translate(language, `accountNotices.${key}.text`, all);
  await messenger.mail({
    brandId: player.brandId,
    accountId: player.accountId,
    to: player.email ?? '',
    fromName: player.brandName,
    kind: key,
    subject,
    text,
    html: `<!doctype html><html><body><p>${escapeHtml(text)}</p></body></html>`,
  });
  return contact.masked;
}

import { HTML_LANG, type ShippedLanguage } from '@pkg/contracts/languages';
import { translate } from '@pkg/i18n/messages';
import { escapeHtml } from '../../lib/html.ts';

/** A composed e-mail: subject, plain text, and the same words as HTML. */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of the mail: text, or a link shown as a button. */
type Block = { text: string } | { button: string; href: string } | { small: string };

/** Plain text: paragraphs separated by blank lines, a button as its label and address. */
function toText(blocks: Block[]): string {
  return blocks
    .map((block) => ('text' in block ? block.text : 'small' in block ? block.small : `${block.button}:\n${block.href}`))
    .join('\n\n');
}

/** Simple HTML every mail client shows: inline styles, one column, every value escaped. */
function toHtml(language: ShippedLanguage, subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ('text' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
      if ('small' in block) return `<p style="margin:24px 0 0;font-size:12px;color:#6b7785">${escapeHtml(block.small)}</p>`;
      const href = escapeHtml(block.href);
      return (
        `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background:#0b6e4f;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#0b6e4f">${href}</a></p>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b2733">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${body}
</div>
</body>
</html>
`;
}

function compose(language: ShippedLanguage, subject: string, blocks: Block[]): ComposedEmail {
  return { subject, text: `${toText(blocks)}\n`, html: toHtml(language, subject, blocks) };
}

/** The password-reset mail: whose account, the single-use link and how long it works. */
export function passwordResetEmail(
  language: ShippedLanguage,
  values: { brand: string; username: string; link: string; minutes: number },
): ComposedEmail {
  const t = (key: string) => translate(language, `email.${key}`, values);
  return compose(language, t('reset.subject'), [
    { text: t('greeting') },
    { text: t('reset.intro') },
    { button: t('reset.action'), href: values.link },
    { text: t('reset.validity') },
    { text: t('reset.ignore') },
    { small: t('footer') },
  ]);
}

/** A login verification code (the second factor of a login from a new IP). */
export function twoFactorCodeEmail(
  language: ShippedLanguage,
  values: { brand: string; username: string; code: string; minutes: number },
): ComposedEmail {
  const t = (key: string) => translate(language, `email.${key}`, values);
  return compose(language, t('code.subject'), [
    { text: t('greeting') },
    { text: t('code.intro') },
    { text: t('code.validity') },
    { text: t('code.ignore') },
    { small: t('footer') },
  ]);
}

import type { BoOutboxPage, BoOutboxQuery, BoOutboxRow } from '@pkg/contracts/catalog-desk';
import type { Db } from '../../db/client.ts';
import { assertBrandInScope, type StaffActor } from '../staff/index.ts';
import { selectOutboxPage, type OutboxRecord } from './catalog-desk.queries.ts';

/** What stands in for a masked secret: the same for every length, so nothing about it shows. */
export const MASK = '••••••';

// A link's query (reset tokens ride there): every parameter's value is masked, its name kept.
const URL_QUERY = /(https?:\/\/[^\s?#"<>]*\?)([^\s#"<>]*)/g;
// Opaque tokens outside a link: long runs of letters, digits, - and _.
const TOKEN = /[A-Za-z0-9_-]{24,}/g;
// One-time codes: runs of four or more digits (a code is six; four covers shorter ones).
const DIGITS = /\d{4,}/g;
// Passwords: words of eight or more letters and digits with both in them (the Members desk's
// temporary passwords texted to players, decision 060), which staff reading the outbox must not see.
const MIXED = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{8,}\b/g;

/**
 * Masks what would let a reader act as the recipient (decision 040): every value of a link's
 * query, long opaque tokens, words mixing letters and digits (temporary passwords) and every run of
 * four or more digits. A code or reset link shown to
 * staff could be used by them; what the message was about, to whom and whether it went stays
 * readable.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(URL_QUERY, (_all, base: string, query: string) => {
      const masked = query
        .split('&')
        .map((pair) => {
          const at = pair.indexOf('=');
          return at < 0 ? pair : `${pair.slice(0, at + 1)}${MASK}`;
        })
        .join('&');
      return `${base}${masked}`;
    })
    .replace(TOKEN, MASK)
    .replace(MIXED, MASK)
    .replace(DIGITS, MASK);
}

/**
 * The SMS and e-mail outboxes of a brand for staff with outbox.read (decision 040): newest first,
 * paged, optionally of recipients containing the typed text, with secrets masked. The e-mail's HTML
 * is never sent to the console (the same words are in its text).
 */
export function createOutboxDesk(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(actor: StaffActor, query: BoOutboxQuery): Promise<BoOutboxPage> {
      assertBrandInScope(actor, query.brandId);
      const { rows, total } = await selectOutboxPage(db, {
        channel: query.channel,
        brandId: query.brandId,
        recipient: query.recipient?.trim().toLowerCase() || null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return { list: rows.map(toRow), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },
  };
}

export type OutboxDesk = ReturnType<typeof createOutboxDesk>;

function toRow(row: OutboxRecord): BoOutboxRow {
  return {
    id: row.id,
    recipient: row.recipient,
    kind: row.kind,
    subject: row.subject === null ? null : maskSecrets(row.subject),
    body: maskSecrets(row.body),
    provider: row.provider,
    status: row.status,
    providerReply: row.providerReply === null ? null : maskSecrets(row.providerReply),
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
  };
}

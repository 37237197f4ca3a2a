import { AUDIT_CHAIN_LOGS, type AuditChainBreak, type AuditChainLog, type AuditChainReport } from '@pkg/contracts/audit-chain';
import type { Queryable } from '../../db/client.ts';
import { CHAIN_COLUMNS, GENESIS_HASH, chainBody, chainHash, columnText } from './chain-hash.ts';

const BATCH_ROWS = 2000;

interface Head {
  seq: bigint;
  hash: string;
}

/**
 * Walks every chain of both audit logs in chain order and recomputes each row's hash (decision
 * 042). `brands` limits the walk to those brands' chains (a staff member's scope); null walks all,
 * the platform-wide chain (brand 0) included. Read-only; reads in batches of 2000 rows.
 */
export async function verifyAuditChains(db: Queryable, brands: string[] | null): Promise<AuditChainReport> {
  const codes = new Map(
    (await db.query<{ id: string; code: string }>(`select id::text as id, code from merchants`)).map((row) => [row.id, row.code]),
  );
  const brandOf = (chainBrand: string) => (chainBrand === '0' ? null : (codes.get(chainBrand) ?? `#${chainBrand}`));
  const logs = [];
  for (const log of AUDIT_CHAIN_LOGS) logs.push(await verifyLog(db, log, brands, brandOf));
  return { ok: logs.every((entry) => entry.ok), logs };
}

async function verifyLog(db: Queryable, log: AuditChainLog, brands: string[] | null, brandOf: (chainBrand: string) => string | null) {
  const heads = new Map<string, Head>(
    (
      await db.query<{ brand: string; seq: string; head_hash: string }>(
        `select brand::text as brand, seq::text as seq, head_hash from audit_chain_heads
          where log = $1 and ($2::bigint[] is null or brand = any($2))`,
        [log, brands],
      )
    ).map((row) => [row.brand, { seq: BigInt(row.seq), hash: row.head_hash }]),
  );
  const columns = CHAIN_COLUMNS[log];
  const select = `select ${columns.map((column, index) => `${columnText(column)} as f${index}`).join(', ')}, prev_hash, row_hash
                    from ${log}
                   where ($1::bigint[] is null or chain_brand = any($1)) and (chain_brand, chain_seq) > ($2::bigint, $3::bigint)
                   order by chain_brand, chain_seq limit ${BATCH_ROWS}`;
  let rows = 0;
  let chains = 0;
  let brand: string | null = null;
  let seq = 0n;
  let prev = GENESIS_HASH;
  let lastId: string | null = null;
  const report = (broken: AuditChainBreak | null) => ({ log, ok: broken === null, rows, chains, broken });
  // A chain has ended: its last row must be the one its head record names.
  const endOf = (chainBrand: string): AuditChainBreak | null => {
    const head = heads.get(chainBrand);
    heads.delete(chainBrand);
    if (head && head.seq === seq && head.hash === prev) return null;
    return { reason: 'tail', brand: brandOf(chainBrand), seq: seq === 0n ? null : seq.toString(), rowId: lastId };
  };
  let after: [string, string] = ['-1', '0'];
  for (;;) {
    const batch = await db.query<Record<string, string | null>>(select, [brands, after[0], after[1]]);
    for (const record of batch) {
      const fields = columns.map((_, index) => record[`f${index}`] ?? null);
      const [chainBrand, chainSeq, id] = fields as [string, string, string];
      if (chainBrand !== brand) {
        if (brand !== null) {
          const broken = endOf(brand);
          if (broken) return report(broken);
        }
        brand = chainBrand;
        chains += 1;
        seq = 0n;
        prev = GENESIS_HASH;
        lastId = null;
      }
      if (BigInt(chainSeq) !== seq + 1n || record.prev_hash !== prev) {
        return report({ reason: 'link', brand: brandOf(chainBrand), seq: chainSeq, rowId: id });
      }
      if (chainHash(prev, chainBody(log, fields)) !== record.row_hash) {
        return report({ reason: 'altered', brand: brandOf(chainBrand), seq: chainSeq, rowId: id });
      }
      rows += 1;
      seq += 1n;
      prev = record.row_hash as string;
      lastId = id;
    }
    if (batch.length < BATCH_ROWS) break;
    after = [brand as string, seq.toString()];
  }
  if (brand !== null) {
    const broken = endOf(brand);
    if (broken) return report(broken);
  }
  // A head whose chain has no row left at all: every row of it was removed.
  for (const [chainBrand, head] of heads) {
    if (head.seq > 0n) return report({ reason: 'tail', brand: brandOf(chainBrand), seq: null, rowId: null });
  }
  return report(null);
}

import { AUDIT_CHAIN_LOGS, type AuditChainBreak, type AuditChainLog, type AuditChainReport } from '@pkg/contracts/audit-chain';
import type { Queryable } from '../../db/client.ts';
import { BATCH_ROWS, chainRowReader, selectBrandCodes, selectChainHeads } from './audit-chain.queries.ts';
import { GENESIS_HASH, chainBody, chainHash } from './chain-hash.ts';

/**
 * Walks every chain of both audit logs in chain order and recomputes each row's hash (decision
 * 042). `brands` limits the walk to those brands' chains (a staff member's scope); null walks all,
 * the platform-wide chain (brand 0) included. Read-only; reads in batches of 2000 rows.
 */
export async function verifyAuditChains(db: Queryable, brands: string[] | null): Promise<AuditChainReport> {
  const codes = await selectBrandCodes(db);
  const brandOf = (chainBrand: string) => (chainBrand === '0' ? null : (codes.get(chainBrand) ?? `#${chainBrand}`));
  const logs = [];
  for (const log of AUDIT_CHAIN_LOGS) logs.push(await verifyLog(db, log, brands, brandOf));
  return { ok: logs.every((entry) => entry.ok), logs };
}

async function verifyLog(db: Queryable, log: AuditChainLog, brands: string[] | null, brandOf: (chainBrand: string) => string | null) {
  const heads = await selectChainHeads(db, log, brands);
  const readRows = chainRowReader(log);
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
    const batch = await readRows(db, brands, after);
    for (const { fields, prevHash, rowHash } of batch) {
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
      if (BigInt(chainSeq) !== seq + 1n || prevHash !== prev) {
        return report({ reason: 'link', brand: brandOf(chainBrand), seq: chainSeq, rowId: id });
      }
      if (chainHash(prev, chainBody(log, fields)) !== rowHash) {
        return report({ reason: 'altered', brand: brandOf(chainBrand), seq: chainSeq, rowId: id });
      }
      rows += 1;
      seq += 1n;
      prev = rowHash as string;
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

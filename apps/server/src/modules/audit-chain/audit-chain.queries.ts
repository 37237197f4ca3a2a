import type { AuditChainLog } from '@pkg/contracts/audit-chain';
import type { Queryable } from '../../db/client.ts';
import { CHAIN_COLUMNS, columnText } from './chain-hash.ts';

/** How many rows one read of a log's chains returns. */
export const BATCH_ROWS = 2000;

/** The last row a chain's head record names: its sequence number and hash. */
export interface ChainHead {
  seq: bigint;
  hash: string;
}

/** One row of a log as the verifier reads it: the canonical columns' text in CHAIN_COLUMNS order, and its hashes. */
export interface ChainRow {
  fields: (string | null)[];
  prevHash: string | null;
  rowHash: string | null;
}

/** Every brand's code by id, to name a chain in the report. */
export async function selectBrandCodes(db: Queryable): Promise<Map<string, string>> {
  return new Map(
    (await db.query<{ id: string; code: string }>(`select id::text as id, code from merchants`)).map((row) => [row.id, row.code]),
  );
}

/** The head records of a log's chains (of the brands given; null: every chain), by chain brand. */
export async function selectChainHeads(db: Queryable, log: AuditChainLog, brands: string[] | null): Promise<Map<string, ChainHead>> {
  return new Map<string, ChainHead>(
    (
      await db.query<{ brand: string; seq: string; head_hash: string }>(
        `select brand::text as brand, seq::text as seq, head_hash from audit_chain_heads
          where log = $1 and ($2::bigint[] is null or brand = any($2))`,
        [log, brands],
      )
    ).map((row) => [row.brand, { seq: BigInt(row.seq), hash: row.head_hash }]),
  );
}

/**
 * A reader of a log's rows in chain order (chain brand, then sequence), BATCH_ROWS at a time after
 * the position given; the statement is built once per log from its CHAIN_COLUMNS.
 */
export function chainRowReader(log: AuditChainLog) {
  const columns = CHAIN_COLUMNS[log];
  const select = `select ${columns.map((column, index) => `${columnText(column)} as f${index}`).join(', ')}, prev_hash, row_hash
                    from ${log}
                   where ($1::bigint[] is null or chain_brand = any($1)) and (chain_brand, chain_seq) > ($2::bigint, $3::bigint)
                   order by chain_brand, chain_seq limit ${BATCH_ROWS}`;
  return async (db: Queryable, brands: string[] | null, after: [string, string]): Promise<ChainRow[]> => {
    const batch = await db.query<Record<string, string | null>>(select, [brands, after[0], after[1]]);
    return batch.map((record) => ({
      fields: columns.map((_, index) => record[`f${index}`] ?? null),
      prevHash: record.prev_hash ?? null,
      rowHash: record.row_hash ?? null,
    }));
  };
}

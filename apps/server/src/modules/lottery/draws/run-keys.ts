/** The run key of a draw's settlement job at a result version (settlement/settlement.ts runs it). */
export function settleRunKey(drawId: string, version: number): string {
  return `lottery-settle:${drawId}:v${version}`;
}

const SETTLE_RUN_KEY = /^lottery-settle:([0-9]+):v([0-9]+)$/;

/** The draw and result version a settlement run key names, or null for another key. */
export function parseSettleRunKey(runKey: string): { drawId: string; version: number } | null {
  const match = SETTLE_RUN_KEY.exec(runKey);
  return match ? { drawId: match[1] as string, version: Number(match[2]) } : null;
}

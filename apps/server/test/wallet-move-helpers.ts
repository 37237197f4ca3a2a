/**
 * A funded player of the demo brand and the context of the house vendor's wallet calls for it, as
 * the wallet route builds it (MoveContext), for the tests that drive the grouped debits and
 * settlements directly.
 */
import assert from 'node:assert/strict';
import { openPlayerWallet } from '../src/ledger/accounts.ts';
import { HOUSE_VENDOR_CODE } from '../src/modules/vendor-wallet/signature.ts';
import { selectWalletPlayer } from '../src/modules/vendor-wallet/vendor-wallet.queries.ts';
import type { MoveContext } from '../src/modules/vendor-wallet/wallet-moves.ts';
import { createPlayers } from './ledger-helpers.ts';
import type { TestApp } from './test-app.ts';
import { fund } from './wallet-helpers.ts';

export async function fundedMoveContext(t: TestApp, brandId: string, prefix: string, funds: bigint, ip: string): Promise<MoveContext> {
  const [id] = await createPlayers(t.db, brandId, 1, prefix);
  assert.ok(id);
  await fund(t, id, funds);
  const player = await selectWalletPlayer(t.db, id);
  assert.ok(player);
  const wallet = await openPlayerWallet(t.db, brandId, player.currency, id, t.clock.now());
  return {
    db: t.db,
    at: t.clock.now(),
    ip,
    brandId,
    vendorCode: HOUSE_VENDOR_CODE,
    player,
    walletId: wallet.id,
    gameType: 'RNG',
  };
}

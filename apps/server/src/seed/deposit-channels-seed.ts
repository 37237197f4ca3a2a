import type { Db } from '../db/client.ts';
import { insertChannelIfMissing } from './deposit-channels-seed.queries.ts';

/** A deposit channel as a seed writes it (decision 016); amounts in minor units. */
export interface DepositChannelSeed {
  code: string;
  kind: 'manual' | 'gateway';
  displayName: string;
  minAmountMinor: bigint;
  maxAmountMinor: bigint;
  expiryMinutes: number;
  sortOrder: number;
  payTo?: { provider: string; accountName: string; accountNumber: string; qrImageUrl?: string };
  instructions?: Record<string, string>;
  gateway?: 'sandbox';
}

/**
 * The demo brand's channels: a manual GCash-style e-wallet staff approve by hand, and the built-in
 * sandbox gateway (shown only where the sandbox runs). The account details are the demo's own.
 */
export const DEMO_DEPOSIT_CHANNELS: DepositChannelSeed[] = [
  {
    code: 'gcash-manual',
    kind: 'manual',
    displayName: 'GCash',
    minAmountMinor: 10_000n,
    maxAmountMinor: 5_000_000n,
    expiryMinutes: 30,
    sortOrder: 10,
    payTo: {
      provider: 'GCash',
      accountName: 'Bituin Play Payments',
      accountNumber: '0917 555 0142',
      qrImageUrl: '/brand/bituin-gcash-qr.svg',
    },
    instructions: {
      TY: 'Magpadala ng eksaktong halaga sa GCash account sa itaas, pagkatapos ilagay ang reference number ng transaksyon at, kung gusto mo, ang screenshot ng resibo.',
      EN: 'Send the exact amount to the GCash account above, then enter the transaction reference number and, if you like, a screenshot of the receipt.',
      ZH: '请向上方的 GCash 账户转入准确金额，然后填写交易参考号，也可上传收据截图。',
      TH: 'โอนยอดเงินตามจำนวนที่แน่นอนไปยังบัญชี GCash ด้านบน จากนั้นกรอกหมายเลขอ้างอิงของรายการ และแนบภาพหน้าจอใบเสร็จได้หากต้องการ',
      VI: 'Chuyển đúng số tiền vào tài khoản GCash ở trên, sau đó nhập mã tham chiếu giao dịch và, nếu muốn, ảnh chụp biên lai.',
    },
  },
  {
    code: 'sandbox-pay',
    kind: 'gateway',
    displayName: 'Sandbox Pay',
    minAmountMinor: 5_000n,
    maxAmountMinor: 10_000_000n,
    expiryMinutes: 15,
    sortOrder: 20,
    gateway: 'sandbox',
  },
];

/**
 * Writes a brand's deposit channels unless a channel with the code exists, so running it again
 * changes nothing and never overwrites what an operator changed since. The brand's currency is
 * the channels' currency.
 */
export async function seedDepositChannels(db: Db, brandCode: string, channels: DepositChannelSeed[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const channel of channels) {
      await insertChannelIfMissing(tx, brandCode, {
        code: channel.code,
        kind: channel.kind,
        displayName: channel.displayName,
        minAmountMinor: channel.minAmountMinor,
        maxAmountMinor: channel.maxAmountMinor,
        sortOrder: channel.sortOrder,
        expiryMinutes: channel.expiryMinutes,
        payToProvider: channel.payTo?.provider ?? null,
        payToAccountName: channel.payTo?.accountName ?? null,
        payToAccountNumber: channel.payTo?.accountNumber ?? null,
        payToQrUrl: channel.payTo?.qrImageUrl ?? null,
        instructions: channel.instructions ?? {},
        gateway: channel.gateway ?? null,
      });
    }
  });
}

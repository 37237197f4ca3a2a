import { useTranslation } from 'react-i18next';
import type { BoLiveTable, BoTableRound } from '@pkg/contracts/live-table-desk';
import { formatMinor } from '@pkg/money/money';

/** An amount of the table's currency: its code and the grouped major units. */
export function tableMoney(minor: string, currency: BoLiveTable['currency']): string {
  return `${currency.code} ${formatMinor(BigInt(minor), currency)}`;
}

/** A table's status as a chip. */
export function TableStatusChip({ status }: { status: BoLiveTable['status'] }) {
  const { t } = useTranslation();
  return <span className={`bo-tchip bo-tchip--${status}`}>{t(`boTables.status.${status}`)}</span>;
}

/** A round's status as a chip. */
export function RoundStatusChip({ status }: { status: BoTableRound['status'] }) {
  const { t } = useTranslation();
  return <span className={`bo-tchip bo-tchip--round-${status}`}>{t(`boTables.roundStatus.${status}`)}</span>;
}

/** A result in one line: the game's compact outcome (cards, dice or colours) as its fields. */
export function resultLine(result: unknown): string {
  if (!result || typeof result !== 'object') return '—';
  const fields = result as Record<string, string | number>;
  switch (fields.g) {
    case 'baccarat':
      return `P ${fields.p} (${fields.pt}) · B ${fields.b} (${fields.bt}) · ${fields.w}`;
    case 'dragon-tiger':
      return `D ${fields.d} · T ${fields.t} · ${fields.w}`;
    case 'sic-bo':
      return `${String(fields.d).split('').join(' ')} = ${fields.t}`;
    case 'color-game':
      return String(fields.c);
    default:
      return JSON.stringify(result);
  }
}

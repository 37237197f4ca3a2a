import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One column: its heading, what a row shows in it, and whether it holds amounts (right-aligned). */
export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** The cell's class: `amount` (and a tone) for money. */
  className?: (row: Row) => string;
}

/**
 * A report's rows as a table on wide screens and as cards on phones, where each cell carries its
 * column's name (the site's record-table style). Times are GMT+8, said in the caption.
 */
export function ReportTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="record-table agent-table">
      <table>
        <caption className="visually-hidden">
          {label} {t('agent.common.timezone')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={column.className?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Figures in a row of small cards (a report's totals, the overview's numbers). */
export function Figures({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ key: string; label: string; value: ReactNode; className?: string }>;
}) {
  return (
    <dl className="agent-figures" aria-label={label}>
      {items.map((item) => (
        <div key={item.key} className="agent-figures__item" data-testid={`figure-${item.key}`}>
          <dt>{item.label}</dt>
          <dd className={item.className ?? 'amount'}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

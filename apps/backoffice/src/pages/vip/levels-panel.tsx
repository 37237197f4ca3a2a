import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VIP_MATCH, VIP_PERIOD_KINDS, type BoVipTable, type VipMatch, type VipPeriodKind } from '@pkg/contracts/vip';
import { draftOf, emptyDraft, levelsOf, MONEY_FIELDS, type DraftProblem, type LevelDraft, type MoneyField } from './table-form';
import { errorOf } from '../../lib/api';
import { fetchVipTable, saveVipTable, vipKeys } from '../../api/vip';

/** A brand's level table and rule: read for everyone with vip.read, edited and saved whole with vip.manage. */
export function LevelsPanel({ brandId, canManage }: { brandId: string; canManage: boolean }) {
  const table = useQuery({
    queryKey: vipKeys.table(brandId),
    queryFn: () => fetchVipTable(brandId),
  });
  const { t } = useTranslation();
  if (table.isPending) return <p>{t('boConsole.loading')}</p>;
  if (table.isError) return <p className="bo-error">{errorOf(table.error)}</p>;
  return <Editor key={JSON.stringify(table.data)} table={table.data} canManage={canManage} />;
}

function Editor({ table, canManage }: { table: BoVipTable; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currency = { code: table.currency, symbol: '', minorDigits: table.minorDigits };
  const [kind, setKind] = useState<VipPeriodKind>(table.rule.kind);
  const [days, setDays] = useState(String(table.rule.rollingDays));
  const [match, setMatch] = useState<VipMatch>(table.rule.match);
  const [rows, setRows] = useState<LevelDraft[]>(() => table.levels.map((level) => draftOf(level, currency)));
  const [problem, setProblem] = useState<string>('');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveVipTable,
    onSuccess: (value) => {
      setSaved(true);
      queryClient.setQueryData(vipKeys.table(table.brandId), value);
    },
  });

  const update = (index: number, change: Partial<LevelDraft>) => {
    setSaved(false);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };
  const updateAmount = (index: number, field: MoneyField, value: string) =>
    update(index, { amounts: { ...rows[index]!.amounts, [field]: value } });

  function problemText(found: DraftProblem): string {
    const where = t('boVip.levels.row', { row: found.row });
    if (found.problem === 'amount') return `${where}: ${t('boVip.problems.amount', { field: t(`boVip.fields.${found.field}`) })}`;
    return `${where}: ${t(`boVip.problems.${found.problem}`)}`;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = levelsOf(rows, currency);
    if ('problem' in result) return setProblem(problemText(result.problem));
    const rollingDays = Number(days);
    if (!Number.isInteger(rollingDays) || rollingDays < 1 || rollingDays > 365) return setProblem(t('boVip.problems.days'));
    setProblem('');
    save.mutate({ brandId: table.brandId, rule: { kind, rollingDays, match }, levels: result.levels });
  }

  return (
    <form className="vip-desk" onSubmit={submit} aria-label={t('boVip.tabs.levels')}>
      <fieldset disabled={!canManage} className="vip-desk__rule">
        <legend>{t('boVip.rule.title')}</legend>
        <label>
          {t('boVip.rule.kind')}
          <select value={kind} onChange={(event) => setKind(event.target.value as VipPeriodKind)}>
            {VIP_PERIOD_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`boVip.rule.kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'rolling' && (
          <label>
            {t('boVip.rule.days')}
            <input value={days} inputMode="numeric" onChange={(event) => setDays(event.target.value)} />
          </label>
        )}
        <label>
          {t('boVip.rule.match')}
          <select value={match} onChange={(event) => setMatch(event.target.value as VipMatch)}>
            {VIP_MATCH.map((value) => (
              <option key={value} value={value}>
                {t(`boVip.rule.matches.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p className="bo-note">{t('boVip.levels.note', { currency: table.currency })}</p>
      <div className="vip-desk__levels">
        {rows.map((row, index) => {
          const label = (field: string) => `${t('boVip.levels.row', { row: index + 1 })} ${t(`boVip.fields.${field}`)}`;
          const field = (name: string, input: ReactNode) => (
            <label className="vip-desk__field">
              <span>{t(`boVip.fields.${name}`)}</span>
              {input}
            </label>
          );
          return (
            <fieldset key={index} className="vip-desk__level" disabled={!canManage}>
              <legend>
                {t('boVip.levels.row', { row: index + 1 })} · {t('boVip.fields.holders')}: {table.holders[String(index + 1)] ?? 0}
              </legend>
              {field(
                'name',
                <input
                  aria-label={label('name')}
                  value={row.name}
                  maxLength={40}
                  onChange={(e) => update(index, { name: e.target.value })}
                />,
              )}
              {field(
                'colour',
                <input
                  type="color"
                  aria-label={label('colour')}
                  value={row.colour}
                  onChange={(e) => update(index, { colour: e.target.value })}
                />,
              )}
              {field(
                'iconUrl',
                <input
                  aria-label={label('iconUrl')}
                  value={row.iconUrl}
                  maxLength={300}
                  onChange={(e) => update(index, { iconUrl: e.target.value })}
                />,
              )}
              {MONEY_FIELDS.map((name) => (
                <Fragment key={name}>
                  {field(
                    name,
                    <input
                      className="vip-desk__amount"
                      aria-label={label(name)}
                      inputMode="decimal"
                      value={row.amounts[name]}
                      onChange={(e) => updateAmount(index, name, e.target.value)}
                    />,
                  )}
                </Fragment>
              ))}
              {field(
                'upgradeTurnover',
                <input
                  className="vip-desk__amount"
                  aria-label={label('upgradeTurnover')}
                  inputMode="decimal"
                  value={row.upgradeTurnover}
                  onChange={(e) => update(index, { upgradeTurnover: e.target.value })}
                />,
              )}
              {field(
                'giftTurnover',
                <input
                  className="vip-desk__amount"
                  aria-label={label('giftTurnover')}
                  inputMode="decimal"
                  value={row.giftTurnover}
                  onChange={(e) => update(index, { giftTurnover: e.target.value })}
                />,
              )}
              <label className="vip-desk__field vip-desk__field--wide">
                <span>{t('boVip.fields.perks')}</span>
                <input
                  aria-label={label('perks')}
                  value={row.perks}
                  maxLength={500}
                  onChange={(e) => update(index, { perks: e.target.value })}
                />
              </label>
            </fieldset>
          );
        })}
      </div>
      {canManage && (
        <div className="bo-actions">
          <button type="button" className="bo-secondary" onClick={() => setRows([...rows, emptyDraft()])} disabled={rows.length >= 20}>
            {t('boVip.levels.add')}
          </button>
          <button type="button" className="bo-secondary" onClick={() => setRows(rows.slice(0, -1))} disabled={rows.length === 0}>
            {t('boVip.levels.removeTop')}
          </button>
          <button type="submit" disabled={save.isPending}>
            {t('boVip.levels.save')}
          </button>
        </div>
      )}
      {problem && (
        <p className="bo-error" role="alert">
          {problem}
        </p>
      )}
      {save.isError && (
        <p className="bo-error" role="alert">
          {errorOf(save.error)}
        </p>
      )}
      {saved && <p role="status">{t('boVip.levels.saved')}</p>}
    </form>
  );
}

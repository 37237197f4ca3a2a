import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoLiveTableDetail } from '@pkg/contracts/live-table-desk';
import type { LiveTableStoredSettings } from '@pkg/contracts/live-tables';
import { errorOf } from '../../lib/api';
import { fieldOf, formOf, NAME_LANGUAGES, oddsOf, settingsOf, type FormField, type SettingsForm } from './settings-form';
import { saveLiveTableSettings, tablesKeys } from '../../api/tables';

type Problems = Partial<Record<FormField, string[]>>;

/**
 * A table's settings as a form (decision 054): names, times, chips, limits, the paytable (from a
 * preset: commission or not for baccarat, the Macau table for Sic Bo; each odds editable) and the
 * shoe. "Check" asks the server (nothing written): its problems by part and the exact house edge
 * of every spot beside today's. "Save" checks again and writes; rounds open now keep their settings.
 */
export function SettingsPanel({ table, canManage }: { table: BoLiveTableDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const base = table.settings as LiveTableStoredSettings;
  const [form, setForm] = useState<SettingsForm>(() => formOf(base, table.currency));
  const [problems, setProblems] = useState<Problems>({});
  const [edges, setEdges] = useState<Record<string, string> | null>(null);
  const [outcome, setOutcome] = useState('');
  const send = useMutation({
    mutationFn: ({ settings, preview }: { settings: LiveTableStoredSettings; preview: boolean }) =>
      saveLiveTableSettings(table.id, settings, preview),
  });

  async function run(save: boolean) {
    setOutcome('');
    const read = settingsOf(form, base, table.currency);
    if ('errors' in read) {
      setProblems(Object.fromEntries(Object.keys(read.errors).map((field) => [field, [t('boTables.settings.unreadable')]])));
      setEdges(null);
      return;
    }
    // The server's check first (nothing written), so problems come back by part whether saving or not.
    const checked = await send.mutateAsync({ settings: read.settings, preview: true });
    const found: Problems = {};
    for (const problem of checked.problems) (found[fieldOf(problem.field)] ??= []).push(problem.problem);
    setProblems(found);
    setEdges(checked.problems.length === 0 ? checked.houseEdges : null);
    if (!save || checked.problems.length > 0)
      return setOutcome(checked.problems.length > 0 ? t('boTables.settings.hasProblems') : t('boTables.settings.checked'));
    const saved = await send.mutateAsync({ settings: read.settings, preview: false });
    queryClient.setQueryData(tablesKeys.table(table.id), saved.table);
    await queryClient.invalidateQueries({ queryKey: tablesKeys.all });
    setOutcome(t('boTables.settings.saved'));
  }

  const set = (change: Partial<SettingsForm>) => setForm((current) => ({ ...current, ...change }));
  const setOdds = (spot: string, name: string, value: string) =>
    setForm((current) => ({ ...current, odds: { ...current.odds, [spot]: { ...current.odds[spot], [name]: value } } }));
  const preset = table.presets.find((entry) => entry.name === form.paytableName);
  const fieldProblems = (field: FormField) =>
    problems[field] ? (
      <ul className="bo-tproblems" role="alert">
        {problems[field]?.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    ) : null;

  return (
    <form
      className="bo-panel"
      aria-labelledby="bo-tsettings"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run(true).catch(() => {});
      }}
    >
      <h2 id="bo-tsettings">{t('boTables.settings.title')}</h2>
      <p className="bo-note">{t('boTables.settings.note')}</p>
      <fieldset className="bo-tsection" disabled={!canManage}>
        <legend>{t('boTables.settings.names')}</legend>
        <div className="bo-tgrid">
          {NAME_LANGUAGES.map((language) => (
            <label key={language}>
              {language}
              <input
                value={form.names[language] ?? ''}
                maxLength={60}
                onChange={(event) => set({ names: { ...form.names, [language]: event.target.value } })}
              />
            </label>
          ))}
        </div>
        {fieldProblems('names')}
      </fieldset>
      <fieldset className="bo-tsection" disabled={!canManage}>
        <legend>{t('boTables.settings.times')}</legend>
        <div className="bo-tgrid">
          <label>
            {t('boTables.settings.betting')}
            <input inputMode="decimal" value={form.bettingSeconds} onChange={(event) => set({ bettingSeconds: event.target.value })} />
          </label>
          <label>
            {t('boTables.settings.reveal')}
            <input inputMode="decimal" value={form.revealSeconds} onChange={(event) => set({ revealSeconds: event.target.value })} />
          </label>
          <label>
            {t('boTables.settings.chips', { currency: table.currency.code })}
            <input value={form.chips} onChange={(event) => set({ chips: event.target.value })} />
          </label>
        </div>
        {fieldProblems('times')}
        {fieldProblems('chipsMinor')}
      </fieldset>
      <fieldset className="bo-tsection" disabled={!canManage}>
        <legend>{t('boTables.settings.limits', { currency: table.currency.code })}</legend>
        <div className="bo-tgrid">
          <label>
            {t('boTables.settings.defaultMin')}
            <input inputMode="decimal" value={form.defaultMin} onChange={(event) => set({ defaultMin: event.target.value })} />
          </label>
          <label>
            {t('boTables.settings.defaultMax')}
            <input inputMode="decimal" value={form.defaultMax} onChange={(event) => set({ defaultMax: event.target.value })} />
          </label>
          <label>
            {t('boTables.settings.maxPayout')}
            <input inputMode="decimal" value={form.maxPayout} onChange={(event) => set({ maxPayout: event.target.value })} />
          </label>
          {form.spotLimits.map((limit, index) => (
            <label key={limit.spot}>
              {t('boTables.settings.spotLimit', { spot: limit.spot })}
              <span className="bo-actions">
                {(['min', 'max'] as const).map((end) => (
                  <input
                    key={end}
                    aria-label={t(`boTables.settings.spotLimit${end === 'min' ? 'Min' : 'Max'}`, { spot: limit.spot })}
                    inputMode="decimal"
                    size={8}
                    value={limit[end]}
                    onChange={(event) =>
                      set({
                        spotLimits: form.spotLimits.map((entry, at) => (at === index ? { ...entry, [end]: event.target.value } : entry)),
                      })
                    }
                  />
                ))}
              </span>
            </label>
          ))}
        </div>
        <label className="bo-check">
          <input type="checkbox" checked={form.allowOpposite} onChange={(event) => set({ allowOpposite: event.target.checked })} />{' '}
          {t('boTables.settings.allowOpposite')}
        </label>
        {fieldProblems('limits')}
      </fieldset>
      <fieldset className="bo-tsection" disabled={!canManage}>
        <legend>{t('boTables.settings.paytable')}</legend>
        <label>
          {t(table.kind === 'baccarat' ? 'boTables.settings.commission' : 'boTables.settings.preset')}
          <select
            value={preset ? preset.name : ''}
            onChange={(event) => {
              const chosen = table.presets.find((entry) => entry.name === event.target.value);
              if (chosen) set({ paytableName: chosen.name, odds: oddsOf(chosen.paytable as LiveTableStoredSettings['paytable']) });
            }}
          >
            {!preset && <option value="">{t('boTables.settings.ownPaytable', { name: form.paytableName })}</option>}
            {table.presets.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {t(`boTables.presets.${entry.name}`, { defaultValue: entry.name })}
              </option>
            ))}
          </select>
        </label>
        <div className="bo-scroll" tabIndex={0} role="region" aria-label={t('boTables.settings.oddsLabel')}>
          <table className="bo-table bo-todds">
            <thead>
              <tr>
                <th>{t('boTables.settings.spot')}</th>
                <th>{t('boTables.settings.odds')}</th>
                <th className="bo-number">{t('boTables.settings.edgeNow')}</th>
                <th className="bo-number">{t('boTables.settings.edgeNew')}</th>
              </tr>
            </thead>
            <tbody>
              {table.spots.map((spot) => (
                <tr key={spot}>
                  <th scope="row">{spot}</th>
                  <td>
                    <span className="bo-actions">
                      {(table.spotClasses[spot] ?? []).map((name) => (
                        <label key={name} className="bo-tsub">
                          {name}
                          <input
                            inputMode="decimal"
                            value={form.odds[spot]?.[name] ?? ''}
                            onChange={(event) => {
                              setOdds(spot, name, event.target.value);
                              // Changed odds are the brand's own paytable, no longer the preset they started from.
                              if (table.presets.some((entry) => entry.name === form.paytableName)) set({ paytableName: 'custom' });
                            }}
                            aria-label={t('boTables.settings.oddsOf', { spot, name })}
                          />
                        </label>
                      ))}
                    </span>
                  </td>
                  <td className="bo-number">{table.houseEdges[spot] ?? '—'}%</td>
                  <td className="bo-number">
                    {edges?.[spot] !== undefined ? (
                      <span
                        className={
                          Number(edges[spot]) < Number(table.houseEdges[spot])
                            ? 'bo-tedge-down'
                            : Number(edges[spot]) > Number(table.houseEdges[spot])
                              ? 'bo-tedge-up'
                              : undefined
                        }
                      >
                        {edges[spot]}%
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {fieldProblems('paytable')}
      </fieldset>
      {form.shoe && (
        <fieldset className="bo-tsection" disabled={!canManage}>
          <legend>{t('boTables.settings.shoe')}</legend>
          <div className="bo-tgrid">
            {(['decks', 'cutCardMin', 'cutCardMax'] as const).map((name) => (
              <label key={name}>
                {t(`boTables.settings.${name}`)}
                <input
                  inputMode="numeric"
                  value={form.shoe?.[name] ?? ''}
                  onChange={(event) => set({ shoe: { ...(form.shoe as NonNullable<SettingsForm['shoe']>), [name]: event.target.value } })}
                />
              </label>
            ))}
          </div>
          <label className="bo-check">
            <input
              type="checkbox"
              checked={form.shoe.burn}
              onChange={(event) => set({ shoe: { ...(form.shoe as NonNullable<SettingsForm['shoe']>), burn: event.target.checked } })}
            />{' '}
            {t('boTables.settings.burn')}
          </label>
          <p className="bo-note">{t('boTables.settings.shoeNote')}</p>
          {fieldProblems('shoe')}
        </fieldset>
      )}
      {outcome && (
        <p className="bo-note" role="status">
          {outcome}
        </p>
      )}
      {send.isError && (
        <p className="bo-error" role="alert">
          {errorOf(send.error)}
        </p>
      )}
      {canManage && (
        <div className="bo-actions">
          <button type="button" className="bo-secondary" disabled={send.isPending} onClick={() => void run(false).catch(() => {})}>
            {t('boTables.settings.check')}
          </button>
          <button type="submit" disabled={send.isPending}>
            {t('boTables.settings.save')}
          </button>
          <button
            type="button"
            className="bo-secondary"
            onClick={() => {
              setForm(formOf(base, table.currency));
              setProblems({});
              setEdges(null);
              setOutcome('');
            }}
          >
            {t('boTables.settings.reset')}
          </button>
        </div>
      )}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoBingoRoom } from '@pkg/contracts/bingo';
import { EditForm, Field } from '../../components/desk-ui';
import { bingoKeys, createRoom, updateRoom } from '../../api/bingo';
import { NAME_LANGUAGES, NEW_ROOM, settingsOf, valuesOf, type RoomFormValues } from './room-form-values';

/**
 * A room's settings: prices, prizes, schedule and jackpot, for a new room (with its game code) or
 * an existing one (its next games take them). Every change is audited on the server.
 */
export function RoomForm({ brandId, room, onDone }: { brandId: string; room: BoBingoRoom | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RoomFormValues>(() => (room ? valuesOf(room.settings) : NEW_ROOM));
  const [gameCode, setGameCode] = useState('');
  const [invalid, setInvalid] = useState('');
  const save = useMutation({
    mutationFn: (settings: Parameters<typeof updateRoom>[1]) =>
      room ? updateRoom(room.tableId, settings) : createRoom(brandId, gameCode.trim(), settings),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: bingoKeys.rooms(brandId) });
      onDone();
    },
  });
  const set = (field: keyof RoomFormValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const made = settingsOf(values);
    if (!made.ok) return setInvalid(t('boBingo.form.invalid', { field: t(`boBingo.form.${made.field}`) }));
    if (!room && !/^[a-z0-9-]{2,40}$/.test(gameCode.trim()))
      return setInvalid(t('boBingo.form.invalid', { field: t('boBingo.form.gameCode') }));
    setInvalid('');
    save.mutate(made.settings);
  }
  return (
    <EditForm
      ns="boBingo.form"
      title={room ? t('boBingo.form.edit', { name: room.name }) : t('boBingo.form.create')}
      save={save}
      invalid={invalid}
      onSubmit={submit}
      onCancel={onDone}
    >
      {!room && (
        <Field label={t('boBingo.form.gameCode')} value={gameCode} onChange={(event) => setGameCode(event.target.value)} required />
      )}
      {NAME_LANGUAGES.map((language) => (
        <Field
          key={language}
          label={t('boBingo.form.name', { language })}
          value={values.names[language] ?? ''}
          onChange={(event) => setValues((old) => ({ ...old, names: { ...old.names, [language]: event.target.value } }))}
        />
      ))}
      <label>
        {t('boBingo.form.format')}
        <select
          value={values.format}
          onChange={(event) => setValues((old) => ({ ...old, format: event.target.value as '75' | '90' }))}
          disabled={room !== null}
        >
          <option value="75">75</option>
          <option value="90">90</option>
        </select>
      </label>
      <Field label={t('boBingo.form.price')} value={values.price} onChange={set('price')} inputMode="decimal" />
      <Field label={t('boBingo.form.payoutPercent')} value={values.payoutPercent} onChange={set('payoutPercent')} inputMode="decimal" />
      <label>
        {t('boBingo.form.stages')}
        <textarea rows={4} value={values.stages} onChange={set('stages')} />
        <small>
          {t('boBingo.form.stagesHint', {
            patterns:
              values.format === '75'
                ? 'line, four-corners, x, postage-stamp, letter-t, letter-l, plus, blackout'
                : 'one-line, two-lines, full-house',
          })}
        </small>
      </label>
      <Field
        label={t('boBingo.form.cardsPerPlayerMax')}
        value={values.cardsPerPlayerMax}
        onChange={set('cardsPerPlayerMax')}
        inputMode="numeric"
      />
      <Field label={t('boBingo.form.minCards')} value={values.minCards} onChange={set('minCards')} inputMode="numeric" />
      <Field label={t('boBingo.form.cadenceSeconds')} value={values.cadenceSeconds} onChange={set('cadenceSeconds')} inputMode="numeric" />
      <Field label={t('boBingo.form.minBuySeconds')} value={values.minBuySeconds} onChange={set('minBuySeconds')} inputMode="numeric" />
      <Field label={t('boBingo.form.ballIntervalMs')} value={values.ballIntervalMs} onChange={set('ballIntervalMs')} inputMode="numeric" />
      <Field label={t('boBingo.form.pauseSeconds')} value={values.pauseSeconds} onChange={set('pauseSeconds')} inputMode="numeric" />
      <fieldset>
        <legend>{t('boBingo.form.jackpot')}</legend>
        <Field
          label={t('boBingo.form.jackpotPercent')}
          value={values.jackpotPercent}
          onChange={set('jackpotPercent')}
          inputMode="decimal"
        />
        <Field label={t('boBingo.form.jackpotCalls')} value={values.jackpotCalls} onChange={set('jackpotCalls')} inputMode="numeric" />
        <Field label={t('boBingo.form.jackpotSeed')} value={values.jackpotSeed} onChange={set('jackpotSeed')} inputMode="decimal" />
      </fieldset>
    </EditForm>
  );
}

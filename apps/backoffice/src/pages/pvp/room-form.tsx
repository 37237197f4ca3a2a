import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoPvpRoom } from '@pkg/contracts/pvp-desk';
import { EditForm, Field } from '../../components/desk-ui';
import { pvpKeys, saveRoom } from '../../api/pvp';
import { amount, minorOf } from './pvp-format';

/**
 * A room's rules: the unit stake, the house fee (percent of each winner's gain, with an optional
 * cap a hand), the turn time and the scoring (as its game's JSON). The server checks them with the
 * room's game and applies them from the next hand; every change is audited with its reason.
 */
export function PvpRoomForm({ brandId, room, onDone }: { brandId: string; room: BoPvpRoom; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [unit, setUnit] = useState(amount(room.unitMinor).replaceAll(',', ''));
  const [rake, setRake] = useState(String(room.rakeX10k / 100));
  const [cap, setCap] = useState(room.rakeCapMinor === null ? '' : amount(room.rakeCapMinor).replaceAll(',', ''));
  const [turn, setTurn] = useState(String(room.turnSeconds));
  const [scoring, setScoring] = useState(JSON.stringify(room.scoring));
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState('');
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveRoom>[1]) => saveRoom(room.roomCode, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pvpKeys.rooms(brandId) });
      onDone();
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const unitMinor = minorOf(unit);
    const rakeX10k = Math.round(Number(rake) * 100);
    const rakeCapMinor = cap.trim() === '' ? null : minorOf(cap);
    const turnSeconds = Number(turn);
    let parsed: unknown;
    try {
      parsed = JSON.parse(scoring);
    } catch {
      parsed = undefined;
    }
    const bad =
      unitMinor === null
        ? 'unit'
        : !Number.isFinite(rakeX10k) || rake.trim() === ''
          ? 'rake'
          : cap.trim() !== '' && rakeCapMinor === null
            ? 'cap'
            : !Number.isInteger(turnSeconds)
              ? 'turn'
              : parsed === undefined
                ? 'scoring'
                : null;
    if (bad) return setInvalid(t('boPvp.form.invalid', { field: t(`boPvp.form.${bad}`) }));
    setInvalid('');
    save.mutate({
      brandId,
      unitMinor: unitMinor as string,
      rakeX10k,
      rakeCapMinor,
      turnSeconds,
      scoring: parsed,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  }
  return (
    <EditForm
      ns="boPvp.form"
      title={t('boPvp.form.edit', { name: room.name })}
      save={save}
      invalid={invalid}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label={t('boPvp.form.unit')} value={unit} onChange={(event) => setUnit(event.target.value)} inputMode="decimal" required />
      <Field label={t('boPvp.form.rake')} value={rake} onChange={(event) => setRake(event.target.value)} inputMode="decimal" required />
      <Field label={t('boPvp.form.cap')} value={cap} onChange={(event) => setCap(event.target.value)} inputMode="decimal" />
      <Field label={t('boPvp.form.turn')} value={turn} onChange={(event) => setTurn(event.target.value)} inputMode="numeric" required />
      <label>
        {t('boPvp.form.scoring')}
        <textarea rows={3} value={scoring} onChange={(event) => setScoring(event.target.value)} />
      </label>
      <Field label={t('boPvp.form.reason')} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
      <p className="bo-note">{t('boPvp.form.nextHand')}</p>
    </EditForm>
  );
}

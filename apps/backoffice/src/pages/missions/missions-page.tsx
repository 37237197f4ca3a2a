import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoMission } from '@pkg/contracts/missions';
import type { StaffMe } from '@pkg/contracts/staff';
import { formatMinor } from '@pkg/money/money';
import { BoError } from '../../lib/api';
import { fetchMissions, missionsKeys, saveMission } from '../../api/missions';
import { emptyForm, formOf, type MissionForm } from './mission-form';
import { MissionEditor } from './mission-editor';
// The desk's shared classes (page head, chips, panels) live with the lottery desk.
import '../lottery/lottery.css';
import './missions.css';

export const MISSIONS_KEY = missionsKeys.all;

const errorText = (error: unknown, fallback: string) => (error instanceof BoError && error.message ? error.message : fallback);

/** A goal's figure: money of the brand's currency (two decimals) or a count of bets. */
export function targetText(mission: Pick<BoMission, 'goal' | 'target' | 'currency'>): string {
  return mission.goal === 'settled_bets'
    ? mission.target
    : `${mission.currency} ${formatMinor(BigInt(mission.target), { code: mission.currency, symbol: mission.currency, minorDigits: 2 })}`;
}

/**
 * Missions (decision 035): every mission of the staff member's brands with its settings and claim
 * count; staff with missions.manage (owner and finance: a mission pays money) create missions and
 * edit them (enabling and disabling are edits). Each mission links to its completion list.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMe>();
  const queryClient = useQueryClient();
  const canManage = me.permissions.includes('missions.manage');
  const [editing, setEditing] = useState<{ id: string | null; form: MissionForm } | null>(null);
  const [saved, setSaved] = useState(false);
  const list = useQuery({ queryKey: MISSIONS_KEY, queryFn: fetchMissions });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: object }) => saveMission(id, body),
    onSuccess: async () => {
      setEditing(null);
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
    },
  });

  function open(id: string | null, form: MissionForm) {
    save.reset();
    setSaved(false);
    setEditing({ id, form });
  }

  return (
    <section aria-labelledby="bo-missions">
      <div className="bo-page-head">
        <h1 id="bo-missions">{t('boMissions.title')}</h1>
        {canManage && !editing && me.brands[0] && (
          <button type="button" onClick={() => open(null, emptyForm(me.brands[0]!.id, new Date()))}>
            {t('boMissions.new')}
          </button>
        )}
      </div>
      {!canManage && <p className="bo-note">{t('boMissions.readOnly')}</p>}
      {saved && (
        <p className="bo-outcome" role="status">
          {t('boMissions.saved')}
        </p>
      )}
      {editing && (
        <MissionEditor
          key={editing.id ?? 'new'}
          me={me}
          initial={editing.form}
          creating={editing.id === null}
          saving={save.isPending}
          failure={save.isError ? errorText(save.error, t('boConsole.loadFailed')) : null}
          onSave={(body) => save.mutate({ id: editing.id, body })}
          onCancel={() => setEditing(null)}
        />
      )}
      {list.isPending ? (
        <p>{t('boConsole.loading')}</p>
      ) : list.isError ? (
        <p className="bo-error">{errorText(list.error, t('boConsole.loadFailed'))}</p>
      ) : list.data.entries.length === 0 ? (
        <p className="bo-note">{t('boMissions.empty')}</p>
      ) : (
        <div className="bo-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                {me.brands.length > 1 && <th scope="col">{t('boMissions.brand')}</th>}
                <th scope="col">{t('boMissions.code')}</th>
                <th scope="col">{t('boMissions.titleIn', { language: 'EN' })}</th>
                <th scope="col">{t('boMissions.period')}</th>
                <th scope="col">{t('boMissions.goal')}</th>
                <th scope="col">{t('boMissions.target')}</th>
                <th scope="col">{t('boMissions.reward')}</th>
                <th scope="col">{t('boMissions.enabled')}</th>
                <th scope="col">{t('boMissions.claims')}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {list.data.entries.map((mission) => (
                <tr key={mission.id}>
                  {me.brands.length > 1 && <td>{mission.brandCode}</td>}
                  <td className="bo-mono">{mission.code}</td>
                  <td>
                    {mission.titles.EN}
                    {mission.leaderboard && <span className="bo-chip bo-chip--open mission-chip">{t('boMissions.leaderboard')}</span>}
                  </td>
                  <td>{t(`boMissions.periods.${mission.period}`)}</td>
                  <td>
                    {t(`boMissions.goals.${mission.goal}`)}
                    {mission.gameType ? ` · ${mission.gameType}` : ''}
                  </td>
                  <td className="bo-number">{targetText(mission)}</td>
                  <td className="bo-number">
                    {mission.currency} {formatMinor(BigInt(mission.rewardMinor), { code: mission.currency, symbol: '', minorDigits: 2 })}
                  </td>
                  <td>
                    <span className={`bo-chip ${mission.enabled ? 'bo-chip--open' : 'bo-chip--closed'}`}>
                      {mission.enabled ? t('boMissions.enabled') : t('boMissions.disabled')}
                    </span>
                  </td>
                  <td className="bo-number">{mission.claims}</td>
                  <td className="mission-actions">
                    <Link to={`/missions/${mission.id}`}>{t('boMissions.completions')}</Link>
                    {canManage && (
                      <button type="button" className="bo-secondary" onClick={() => open(mission.id, formOf(mission))}>
                        {t('boMissions.edit')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

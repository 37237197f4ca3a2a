import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '@pkg/money/money';
import { Pager } from '../../components/desk-ui';
import { BoError } from '../../lib/api';
import { fetchCompletions, missionsKeys } from '../../api/missions';
import { formatGmt8 } from '@pkg/web-kit/time';
import { targetText } from './missions-page';
import '../lottery/lottery.css';
import './missions.css';

/** A mission's completion list (decision 035): who claimed it in which period, newest first, with the reward's state. */
export function MissionCompletionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery({
    queryKey: missionsKeys.completions(id, pageNo),
    queryFn: () => fetchCompletions(id, pageNo),
  });
  return (
    <section aria-labelledby="bo-mission-completions">
      <p>
        <Link to="/missions">{t('boMissions.back')}</Link>
      </p>
      <div className="bo-page-head">
        <h1 id="bo-mission-completions">
          {t('boMissions.completions')}
          {page.data && ` · ${page.data.mission.titles.EN}`}
        </h1>
      </div>
      {page.isPending ? (
        <p>{t('boConsole.loading')}</p>
      ) : page.isError ? (
        <p className="bo-error">{page.error instanceof BoError && page.error.message ? page.error.message : t('boConsole.loadFailed')}</p>
      ) : (
        <>
          <p className="bo-note">
            {t(`boMissions.periods.${page.data.mission.period}`)} · {t(`boMissions.goals.${page.data.mission.goal}`)} ·{' '}
            {targetText(page.data.mission)} · {t('boMissions.claims')}: {page.data.total}
          </p>
          {page.data.list.length === 0 ? (
            <p className="bo-note">{t('boMissions.noCompletions')}</p>
          ) : (
            <div className="bo-scroll">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('boMissions.periodKey')}</th>
                    <th scope="col">{t('boMissions.player')}</th>
                    <th scope="col">{t('boMissions.progress')}</th>
                    <th scope="col">{t('boMissions.rewardStatus')}</th>
                    <th scope="col">{t('boMissions.claimedAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.list.map((line) => (
                    <tr key={`${line.periodKey}:${line.accountId}`}>
                      <td className="bo-mono">{line.periodKey}</td>
                      <td>{line.username}</td>
                      <td className="bo-number">
                        {page.data.mission.goal === 'settled_bets'
                          ? line.progress
                          : formatMinor(BigInt(line.progress), { code: '', symbol: '', minorDigits: 2 })}
                      </td>
                      <td>{t(`boMissions.rewardStatuses.${line.rewardStatus}`)}</td>
                      <td>{formatGmt8(line.claimedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pageNo={pageNo} totalPages={page.data.totalPages} onPage={setPageNo} />
        </>
      )}
    </section>
  );
}

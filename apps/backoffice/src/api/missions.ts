import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoCompletionPage, BoMission, BoMissionList } from '@pkg/contracts/missions';
import { bo } from '../lib/api';

/** The missions desk's queries (decision 035). */
export const missionsKeys = {
  all: ['bo', 'missions'] as const,
  completions: (id: string, pageNo: number) => ['bo', 'missions', id, 'completions', pageNo] as const,
};

/** The brands' missions. */
export const fetchMissions = () => bo<BoMissionList>(BO_API.missions);

/** Creates a mission (id null) or changes one. */
export const saveMission = (id: string | null, body: object) =>
  id ? bo<BoMission>(BO_API.mission, { params: { id }, method: 'POST', body }) : bo<BoMission>(BO_API.missions, { method: 'POST', body });

/** Who completed a mission in which period, newest first, 50 a page. */
export const fetchCompletions = (id: string, pageNo: number) =>
  bo<BoCompletionPage>(BO_API.missionCompletions, { params: { id }, query: { pageNo, pageSize: 50 } });

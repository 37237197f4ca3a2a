import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoStaffCreate, BoStaffCreated, BoStaffList, BoStaffMember, BoStaffResetDone, BoStaffUpdate } from '@pkg/contracts/staff-desk';
import { bo } from '../lib/api';

const STAFF_KEY = ['bo', 'staff'] as const;

/** The staff desk's typed calls (issue 37): the list and every change, each refreshing the list. */
export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: () => bo<BoStaffList>(BO_API.staffList) });
}

export function useStaffActions() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: STAFF_KEY });
  return {
    create: useMutation({
      mutationFn: (input: BoStaffCreate) => bo<BoStaffCreated>(BO_API.staffList, { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: string; change: BoStaffUpdate }) =>
        bo<BoStaffMember>(BO_API.staffMember, { params: { id }, method: 'PUT', body: change }),
      onSuccess: refresh,
    }),
    askReset: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        bo<BoStaffMember>(BO_API.staffResetAsk, { params: { id }, method: 'POST', body: { reason } }),
      onSuccess: refresh,
    }),
    approveReset: useMutation({
      mutationFn: (resetId: string) => bo<BoStaffResetDone>(BO_API.staffResetApprove, { params: { resetId }, method: 'POST' }),
      onSuccess: refresh,
    }),
    rejectReset: useMutation({
      mutationFn: (resetId: string) => bo<BoStaffMember>(BO_API.staffResetReject, { params: { resetId }, method: 'POST' }),
      onSuccess: refresh,
    }),
  };
}

import type { BackupRun, ListResponse } from '@tabi/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** GET /api/admin/backups: the latest backups, newest first (nightly and taken by hand). */
export async function listBackups(signal?: AbortSignal) {
  return api.get<ListResponse<BackupRun>>('/admin/backups?limit=5', { signal });
}

export function backupsQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'backups'], queryFn: ({ signal }) => listBackups(signal) });
}

export function useBackups() {
  return useQuery(backupsQueryOptions());
}

/** POST /api/admin/backups: a backup now, answered once it is written; 409 while one is being taken. */
export async function takeBackup() {
  const answer = await api.post<{ success: true; data: BackupRun }>('/admin/backups', {});
  return answer.data;
}

export function useTakeBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: takeBackup,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'backups'] }),
  });
}

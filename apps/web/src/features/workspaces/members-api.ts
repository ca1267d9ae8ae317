import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeMemberRole,
  listMembers,
  removeMember,
  type TWorkspaceRole,
  transferOwnership,
} from '@whispy/contracts';
import { api } from '../../api';
import { identityQueryKey } from '../identity';
import { workspacesQueryKey } from './workspaces-query';

const membersKey = (workspaceId: string) => ['workspace-members', workspaceId] as const;

/** `GET workspace/{id}/members`. */
export function useMembers(workspaceId: string) {
  return useQuery({
    queryKey: membersKey(workspaceId),
    queryFn: () => api(listMembers, { params: { id: workspaceId } }),
  });
}

/** After any change of members, the list, the caller's own role and their workspaces may all differ. */
function useRefreshAfterChange(workspaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersKey(workspaceId) }),
      queryClient.invalidateQueries({ queryKey: identityQueryKey }),
      queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
    ]);
}

export function useChangeRole(workspaceId: string) {
  const onSuccess = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TWorkspaceRole }) =>
      api(changeMemberRole, { params: { id: workspaceId, userId }, body: { role } }),
    onSuccess,
  });
}

/** Removes a member; with the caller's own id, leaves the workspace. */
export function useRemoveMember(workspaceId: string) {
  const onSuccess = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: (userId: string) => api(removeMember, { params: { id: workspaceId, userId } }),
    onSuccess,
  });
}

export function useTransferOwnership(workspaceId: string) {
  const onSuccess = useRefreshAfterChange(workspaceId);
  return useMutation({
    mutationFn: (userId: string) =>
      api(transferOwnership, { params: { id: workspaceId }, body: { user_id: userId } }),
    onSuccess,
  });
}

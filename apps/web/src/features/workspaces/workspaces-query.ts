import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWorkspace,
  listWorkspaces,
  switchWorkspace,
  type TIdentity,
  type TWorkspaceSummary,
} from '@whispy/contracts';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { identityQueryKey } from '../identity';

export const workspacesQueryKey = ['workspaces'] as const;

/** `GET workspaces`: the user's workspaces with their role; `current` is the one this browser works in. */
export const workspacesQuery = queryOptions({
  queryKey: workspacesQueryKey,
  queryFn: (): Promise<TWorkspaceSummary[]> => api(listWorkspaces),
});

export function useWorkspaces() {
  return useQuery(workspacesQuery);
}

/**
 * Takes the identity of another workspace: everything read in the previous one is stale, so every query
 * but the identity refetches, and the dashboard opens (the page shown may belong to the previous one).
 */
export function useEnterWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (identity: TIdentity) => {
    queryClient.setQueryData(identityQueryKey, identity);
    await navigate('/dashboard');
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== identityQueryKey[0] });
  };
}

/** `POST workspace/switch`: works in another of the user's workspaces in this browser. */
export function useSwitchWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: (workspaceId: string) => api(switchWorkspace, { body: { workspace_id: workspaceId } }),
    onSuccess: enter,
  });
}

/** `POST workspaces`: creates a workspace the user owns and works in it. */
export function useCreateWorkspace() {
  const enter = useEnterWorkspace();
  return useMutation({
    mutationFn: (name: string) => api(createWorkspace, { body: { name } }),
    onSuccess: enter,
  });
}

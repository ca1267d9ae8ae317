import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TIdentity,
  type TUpdateUser,
  type TUpdateWorkspace,
  updateUser as updateUserRoute,
  updateWorkspace as updateWorkspaceRoute,
} from '@whispy/contracts';
import { api } from '../../api';
import { identityQueryKey } from './identity-query';

/** `PUT workspace/{id}`: rename, or pick the currency while it is unset; answers the updated identity. */
export function updateWorkspace(id: string, input: TUpdateWorkspace): Promise<TIdentity> {
  return api(updateWorkspaceRoute, { params: { id }, body: input });
}

/** `PUT user/{id}`: the user's own display name; answers the updated identity. */
export function updateUser(id: string, input: TUpdateUser): Promise<TIdentity> {
  return api(updateUserRoute, { params: { id }, body: input });
}

// Both answers are the whole identity: caching it updates every name, currency and badge on show at once.
function useIdentityMutation<Input>(save: (input: Input) => Promise<TIdentity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (identity) => queryClient.setQueryData(identityQueryKey, identity),
  });
}

export function useUpdateWorkspace(id: string) {
  return useIdentityMutation((input: TUpdateWorkspace) => updateWorkspace(id, input));
}

export function useUpdateUser(id: string) {
  return useIdentityMutation((input: TUpdateUser) => updateUser(id, input));
}

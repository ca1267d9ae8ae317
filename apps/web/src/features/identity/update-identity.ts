import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TIdentity, type TUpdateUser, type TUpdateWorkspace, ZIdentity } from '@whispy/contracts';
import { http } from '../../api';
import { identityQueryKey } from './identity-query';

/** `PUT workspace/{id}`: rename, or pick the currency while it is unset; answers the updated identity. */
export function updateWorkspace(id: string, input: TUpdateWorkspace): Promise<TIdentity> {
  return http.put(`workspace/${encodeURIComponent(id)}`, input, { schema: ZIdentity });
}

/** `PUT user/{id}`: the user's own display name; answers the updated identity. */
export function updateUser(id: string, input: TUpdateUser): Promise<TIdentity> {
  return http.put(`user/${encodeURIComponent(id)}`, input, { schema: ZIdentity });
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

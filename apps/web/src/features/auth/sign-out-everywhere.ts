import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutEverywhere as signOutEverywhereRoute } from '@whispy/contracts';
import { api } from '../../api';
import { clearSession } from '../identity';

/** `DELETE auth/sessions`: ends every session of the user, this one included; redirects to /auth/login. */
export function signOutEverywhere(): Promise<null> {
  return api(signOutEverywhereRoute);
}

/** Signs out everywhere, then forgets the identity and every cached answer. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => clearSession(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '@whispy/contracts';
import { api } from '../../api';
import { clearSession } from '../identity';

/** `GET auth/logout`: ends the session; the answer redirects to /auth/login. */
export function logout(): Promise<null> {
  return api(signOut);
}

/** Logs out, then forgets the identity and every cached answer, whatever the server said. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => clearSession(queryClient),
  });
}

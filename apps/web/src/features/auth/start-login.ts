import { useMutation } from '@tanstack/react-query';
import { http } from '../../api';

/** `GET auth/redirect`: answers `{result: null, redirect: 'https://…'}`; the client then leaves the app for Google. */
export function startLogin(): Promise<null> {
  return http.get<null>('auth/redirect');
}

export function useStartLogin() {
  return useMutation({ mutationFn: startLogin });
}

import { useMutation } from '@tanstack/react-query';
import { startSignIn } from '@whispy/contracts';
import { api } from '../../api';

/**
 * `GET auth/redirect`: answers `{result: null, redirect: 'https://…'}`; the client then leaves the app for
 * Google. A refusal (no sign-in set up on the server, too many attempts) is not toasted: the login page
 * shows it where the person is looking.
 */
export function startLogin(): Promise<null> {
  return api(startSignIn, { quiet: true });
}

export function useStartLogin() {
  return useMutation({ mutationFn: startLogin });
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-routes';
import { stubApi } from '../../test/stub-api';
import { LoginPage } from './login-page';

const routes = [{ path: '/auth/login', element: <LoginPage /> }];

describe('login page', () => {
  it('shows why signing in cannot start, where the person is looking', async () => {
    const refusal =
      'Signing in is not set up on this server. Its administrator needs to configure Google sign-in.';
    stubApi((req) =>
      req.path === 'auth/redirect' ? { status: 503, body: { result: null, message: refusal } } : undefined,
    );
    renderRoutes(routes, '/auth/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it.each([
    ['email_taken', 'This email belongs to a Whispy account that signs in with another account.'],
    ['sign_in_unavailable', 'Signing in is not set up on this server.'],
    ['email_unverified', "Your account's email address is not verified."],
  ])('explains the refusal %s the sign-in came back with', (code, words) => {
    stubApi(() => undefined);
    renderRoutes(routes, `/auth/login?error=${code}`);
    expect(screen.getByRole('alert')).toHaveTextContent(words);
  });
});

import { act, screen } from '@testing-library/react';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { SubscriptionSuccessPage } from './subscription-success-page';

/** The success page, with a server whose webhook has not arrived until the test says so. */
function renderSuccess() {
  const server = { subscribed: false };
  stubApi((req) =>
    req.path === 'auth/identity' ? ok(makeIdentity({ has_subscription: server.subscribed })) : undefined,
  );
  const { pushLive } = renderSignedInAt(
    [{ path: '/onboarding/subscription/success', element: <SubscriptionSuccessPage /> }],
    '/onboarding/subscription/success',
  );
  return { server, pushLive };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('subscription success page', () => {
  it('waits for the activation, then thanks on the live event', async () => {
    const page = renderSuccess();
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while your subscription is activated…');
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();

    page.server.subscribed = true;
    page.pushLive({ notification: 'subscription.updated', has_subscription: true });

    expect(await screen.findByText('Thank you! Your subscription is active.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your subscription is active.');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'New transcription' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/create',
    );
  });

  it('asks again every 5 seconds, for when the live event never comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = renderSuccess();
    page.server.subscribed = true;
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while your subscription is activated…');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(await screen.findByText('Thank you! Your subscription is active.')).toBeInTheDocument();
  });
});

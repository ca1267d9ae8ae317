import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderRoutes } from '../../test/render-routes';
import { ok, stubApi } from '../../test/stub-api';
import { FeedbackButton } from './feedback-button';
import { BOUNCE_MS, REST_MS } from './use-bounce';

const THANKS = 'Thank you for your feedback!';

function renderButton(answer: Parameters<typeof stubApi>[0] = () => undefined) {
  const sent = stubApi(answer);
  renderRoutes([{ path: '/dashboard', element: <FeedbackButton /> }], '/dashboard');
  return { sent, button: screen.getByRole('button', { name: 'Feedback' }) };
}

async function openDialog(answer?: Parameters<typeof stubApi>[0]) {
  const user = userEvent.setup();
  const { sent, button } = renderButton(answer);
  // The dialog's code loads after the page's: a press before it arrives opens the dialog when it does.
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  return { user, sent, dialog, field: screen.getByRole('textbox', { name: 'Your feedback' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('feedback dialog', () => {
  it('puts Cancel before Send (the spec reverses confirm and cancel)', async () => {
    const { dialog } = await openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(dialog).toContainElement(cancel);
    expect(cancel.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says "Please write something" under a blank field and sends nothing', async () => {
    const { user, sent, field } = await openDialog();
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please write something');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.type(field, 'x');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('stays open on Escape and on a click outside; Cancel closes it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    // The modal dialog makes the page behind it ignore the pointer; a person's click still lands there.
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends {feedback} trimmed, closes and shows the server's thank-you", async () => {
    const { user, sent, field } = await openDialog((request) =>
      request.method === 'POST' && request.path === 'feedback' ? ok({ id: 'f1' }, THANKS) : undefined,
    );
    await user.type(field, '  Please add dark mode  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', body: { feedback: 'Please add dark mode' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only logs a failed submission: no toast, and the text stays for another try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, sent, field } = await openDialog(() => ({
      status: 500,
      body: { result: null, message: 'An error occurred while processing your request.' },
    }));
    await user.type(field, 'It broke');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent).toHaveLength(1);
    expect(screen.queryByText(/An error occurred/)).not.toBeInTheDocument();
    expect(field).toHaveValue('It broke');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('feedback button', () => {
  it(`bounces for ${BOUNCE_MS} ms, then rests for ${REST_MS} ms, again and again`, () => {
    vi.useFakeTimers();
    const { button } = renderButton();
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const bouncing = () => button.getAttribute('data-bouncing');

    expect(bouncing()).toBe('false');
    advance(REST_MS - 1);
    expect(bouncing()).toBe('false');
    advance(1);
    expect(bouncing()).toBe('true');
    advance(BOUNCE_MS - 1);
    expect(bouncing()).toBe('true');
    advance(1);
    expect(bouncing()).toBe('false');
    advance(REST_MS);
    expect(bouncing()).toBe('true');
  });

  it('keeps still for people who prefer reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const { button } = renderButton();
    for (let step = 0; step < 10; step++) {
      act(() => vi.advanceTimersByTime(BOUNCE_MS));
      expect(button).toHaveAttribute('data-bouncing', 'false');
    }
  });
});

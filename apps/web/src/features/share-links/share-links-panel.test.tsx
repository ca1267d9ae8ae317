import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TShareLink } from '@whispy/contracts';
import { toast } from 'sonner';
import { ok, stubApi } from '../../test/stub-api';
import { Toaster } from '../../ui/toaster';
import { ShareLinks } from './share-links-panel';

const TOKEN = 'k'.repeat(43);
const opened: TShareLink = {
  id: 'l1',
  created_at: '2025-03-04T14:05:00.000Z',
  created_by: 'Ada Lovelace',
  expires_at: null,
  expired: false,
  last_opened_at: '2025-03-05T09:00:00.000Z',
  revocable: true,
};
const expired: TShareLink = {
  id: 'l2',
  created_at: '2025-02-01T10:00:00.000Z',
  created_by: null,
  expires_at: '2025-02-08T10:00:00.000Z',
  expired: true,
  last_opened_at: null,
  revocable: true,
};

/** The panel against a server holding `links`, which creates and revokes as the API does. */
function renderPanel(initial: TShareLink[] = [opened, expired]) {
  let links = [...initial];
  const sent = stubApi((request) => {
    if (!request.path.startsWith('transcriptions/t1/share-links')) return undefined;
    if (request.method === 'GET') return ok(links);
    if (request.method === 'POST') {
      const link = { ...opened, id: 'l3', last_opened_at: null, url: `http://whispy.test/s/${TOKEN}` };
      links = [link, ...links];
      return { status: 201, body: { result: link } };
    }
    if (request.method === 'DELETE') {
      links = links.filter((link) => !request.path.endsWith(`/${link.id}`));
      return { status: 204 };
    }
    return undefined;
  });
  toast.dismiss();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShareLinks transcriptionId="t1" />
      <Toaster />
    </QueryClientProvider>,
  );
  return sent;
}

// The toasts are a list too.
const linkList = () => screen.getByRole('list', { name: 'Share links of this transcription' });

describe('share links of a transcription', () => {
  it('lists who created each link, when it expires and when it was last opened', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Share links of this transcription' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Created Mar 4, 2025');
    expect(first).toHaveTextContent('by Ada Lovelace');
    expect(first).toHaveTextContent('Never expires');
    expect(first).toHaveTextContent('Last opened Mar 5, 2025');
    expect(second).toHaveTextContent('by a former member');
    expect(second).toHaveTextContent('Expired Feb 8, 2025');
    expect(second).toHaveTextContent('Not opened yet');
  });

  it('creates a link with the chosen expiry and shows its address once, ready to copy', async () => {
    const user = userEvent.setup();
    const sent = renderPanel([]);
    expect(await screen.findByText('No share links yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Link expires' }), 'In 7 days');
    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    const address = await screen.findByRole('textbox', { name: 'New share link' });
    expect(address).toHaveValue(`http://whispy.test/s/${TOKEN}`);
    expect(address).toHaveAccessibleDescription('Copy it now: it is shown only this once.');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ expires_in_days: 7 });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://whispy.test/s/${TOKEN}`);
    expect(await within(linkList()).findByRole('listitem')).toHaveTextContent('by Ada Lovelace');
  });

  it('takes the new address away once its own link is revoked', async () => {
    const user = userEvent.setup();
    renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'Create share link' }));
    await screen.findByRole('textbox', { name: 'New share link' });
    await user.click(await screen.findByRole('button', { name: /^Revoke the link created/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'New share link' })).not.toBeInTheDocument(),
    );
  });

  it('creates a link that never expires, by keyboard alone', async () => {
    const user = userEvent.setup();
    const sent = renderPanel([]);
    await screen.findByText('No share links yet.');
    screen.getByRole('combobox', { name: 'Link expires' }).focus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Link expires' }), 'Never');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Create share link' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: 'New share link' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ expires_in_days: null });
  });

  it('revokes a link after asking, and it leaves the list', async () => {
    const user = userEvent.setup();
    const sent = renderPanel();
    await user.click(await screen.findByRole('button', { name: /^Revoke the link created Mar 4, 2025/ }));
    const dialog = screen.getByRole('dialog', { name: /^Revoke the share link created Mar 4, 2025/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Share link revoked')).toBeInTheDocument();
    await waitFor(() => expect(within(linkList()).getAllByRole('listitem')).toHaveLength(1));
    // The pressed button went with its row: the keyboard carries on from Create.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create share link' })).toHaveFocus());
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe(
      'transcriptions/t1/share-links/l1',
    );
  });

  it("offers no Revoke on another member's link to a member who may not revoke it", async () => {
    renderPanel([opened, { ...expired, revocable: false }]);
    const [own, theirs] = within(
      await screen.findByRole('list', { name: 'Share links of this transcription' }),
    ).getAllByRole('listitem');
    expect(within(own!).getByRole('button', { name: /^Revoke the link created/ })).toBeInTheDocument();
    expect(within(theirs!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in place when the links cannot be loaded', async () => {
    stubApi(() => ({ status: 500, body: { result: null } }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShareLinks transcriptionId="t1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the share links.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVoiceProfile } from '@whispy/contracts';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import { VoiceProfilesCard } from './voice-profiles-card';

const profile = (id: string, name: string): TVoiceProfile => ({
  id,
  name,
  created_by: { id: 'u1', name: 'Ada Lovelace' },
  // Midday, so that the date reads the same in every time zone the tests run in.
  created_at: '2025-04-15T12:00:00.000Z',
  updated_at: '2025-04-15T12:00:00.000Z',
});

/** A server holding `profiles`, renaming and deleting them as asked. */
function serveProfiles(initial: TVoiceProfile[]): SentRequest[] {
  let profiles = initial;
  return stubApi((request) => {
    if (request.path === 'voice-profiles' && request.method === 'GET') return ok(profiles);
    const id = request.path.replace('voice-profiles/', '');
    if (request.method === 'PUT') {
      const { name } = request.body as { name: string };
      profiles = profiles.map((entry) => (entry.id === id ? { ...entry, name } : entry));
      return ok(
        profiles.find((entry) => entry.id === id),
        'Voice profile renamed.',
      );
    }
    if (request.method === 'DELETE') {
      profiles = profiles.filter((entry) => entry.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
}

const renderCard = () =>
  renderSignedInAt([{ path: '/settings', element: <VoiceProfilesCard /> }], '/settings');
const card = () => within(screen.getByRole('region', { name: 'Voice profiles' }));

describe('settings: voice profiles', () => {
  it('explains, when there are none, how to save one and that only fingerprints are kept, never audio', async () => {
    serveProfiles([]);
    renderCard();
    expect(await card().findByText('No voice profiles yet')).toBeInTheDocument();
    expect(card().getByText(/choose “Save voice as profile…”/)).toHaveTextContent(
      'Whispy keeps only a fingerprint of the voice (an embedding), never the audio.',
    );
  });

  it('lists the profiles with who saved them, and renames one from the keyboard', async () => {
    const user = userEvent.setup();
    const sent = serveProfiles([profile('p1', 'Ana'), profile('p2', 'Bo')]);
    renderCard();
    const list = await card().findByRole('list', { name: 'Voice profiles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Ana'), expect.stringContaining('Bo')]);
    expect(within(list).getAllByText('Saved by Ada Lovelace on Apr 15, 2025')).toHaveLength(2);

    within(list).getByRole('button', { name: 'Rename voice profile Ana' }).focus();
    await user.keyboard('{Enter}');
    const field = card().getByRole('textbox', { name: 'Voice profile name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Ana María{Enter}');
    await waitFor(() => expect(card().getByText('Ana María')).toBeInTheDocument());
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: 'voice-profiles/p1',
      body: { name: 'Ana María' },
    });
  });

  it('deletes a profile only once the deletion is confirmed', async () => {
    const user = userEvent.setup();
    const sent = serveProfiles([profile('p1', 'Ana')]);
    renderCard();
    await user.click(await card().findByRole('button', { name: 'Delete voice profile Ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the voice profile “Ana”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(card().getByRole('button', { name: 'Delete voice profile Ana' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await card().findByText('No voice profiles yet')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      'voice-profiles/p1',
    ]);
  });
});

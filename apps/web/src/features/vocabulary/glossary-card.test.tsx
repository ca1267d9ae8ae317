import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedInAt } from '../../test/render-signed-in';
import { type Answer, ok, type SentRequest, stubApi } from '../../test/stub-api';
import { GlossaryCard } from './glossary-card';

const path = 'workspace/w1/glossary';

function renderCard(editable: boolean, save?: (request: SentRequest) => Answer) {
  const sent = stubApi((request) => {
    if (request.path !== path) return undefined;
    if (request.method === 'PUT' && save) return save(request);
    return ok({ entries: ['Mosqueda', 'Pedersen'], editable, updated_at: null });
  });
  renderSignedInAt([{ path: '/settings', element: <GlossaryCard workspaceId="w1" /> }], '/settings');
  return sent;
}

describe('settings: glossary', () => {
  it('an owner or admin edits the names one a line and saves them', async () => {
    const user = userEvent.setup();
    const sent = renderCard(true, ({ body }) =>
      ok({ ...(body as object), editable: true, updated_at: null }, 'Glossary saved.'),
    );
    const box = await screen.findByRole('textbox', { name: 'Names and terms, one per line' });
    await waitFor(() => expect(box).toHaveValue('Mosqueda\nPedersen'));
    expect(screen.getByText('2 of 200 entries')).toBeVisible();
    await user.type(box, '{Enter}  González {Enter}{Enter}');
    expect(screen.getByText('3 of 200 entries')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save glossary' }));
    expect(await screen.findByText('Glossary saved.')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      entries: ['Mosqueda', 'Pedersen', 'González'],
    });
  });

  it("shows the server's refusal on the line it is about", async () => {
    const user = userEvent.setup();
    renderCard(true, () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'entries.1': ['Use at most 60 characters.'] },
      },
    }));
    await screen.findByText('2 of 200 entries');
    await user.click(screen.getByRole('button', { name: 'Save glossary' }));
    const box = screen.getByRole('textbox', { name: 'Names and terms, one per line' });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Line 2: Use at most 60 characters\./));
    expect(box).toBeInvalid();
  });

  it('a member reads it and is told who edits it, with nothing to save', async () => {
    renderCard(false);
    const box = await screen.findByRole('textbox', { name: 'Names and terms, one per line' });
    await waitFor(() => expect(box).toHaveValue('Mosqueda\nPedersen'));
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAccessibleDescription(/Owners and admins of the workspace edit the glossary/);
    expect(screen.queryByRole('button', { name: 'Save glossary' })).not.toBeInTheDocument();
  });
});

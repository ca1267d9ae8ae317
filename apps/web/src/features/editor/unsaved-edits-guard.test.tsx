import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { renderRoutes } from '../../test/render-routes';
import { UnsavedEditsGuard } from './unsaved-edits-guard';

type Edits = { unsaved: boolean; savedAfterMs?: number };

/** A page with edits saved or not (or saved a moment later), a link away, and the app's own navigation. */
function EditedPage({ unsaved: initiallyUnsaved, savedAfterMs }: Edits) {
  const [unsaved, setUnsaved] = useState(initiallyUnsaved);
  const navigate = useNavigate();
  useEffect(() => {
    if (savedAfterMs === undefined) return;
    const timer = setTimeout(() => setUnsaved(false), savedAfterMs);
    return () => clearTimeout(timer);
  }, [savedAfterMs]);
  return (
    <>
      <Link to="/list">Back to transcriptions</Link>
      <button type="button" onClick={() => navigate('/list', { replace: true })}>
        Deleted
      </button>
      <UnsavedEditsGuard unsaved={unsaved} />
    </>
  );
}

function renderEditedPage(edits: Edits) {
  return renderRoutes(
    [
      { path: '/edit', element: <EditedPage {...edits} /> },
      { path: '/list', element: <p>The list</p> },
    ],
    '/edit',
  );
}

describe('leaving with unsaved edits', () => {
  it('asks before a link leaves them, and stays or leaves as answered', async () => {
    const user = userEvent.setup();
    renderEditedPage({ unsaved: true });

    await user.click(screen.getByRole('link', { name: 'Back to transcriptions' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your latest changes are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to transcriptions' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('goes on by itself when the save on its way lands while it asks', async () => {
    const user = userEvent.setup();
    renderEditedPage({ unsaved: true, savedAfterMs: 500 });

    await user.click(screen.getByRole('link', { name: 'Back to transcriptions' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('never asks when everything is saved', async () => {
    const user = userEvent.setup();
    renderEditedPage({ unsaved: false });
    await user.click(screen.getByRole('link', { name: 'Back to transcriptions' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('lets the page go after the transcription is deleted', async () => {
    const user = userEvent.setup();
    renderEditedPage({ unsaved: true });
    await user.click(screen.getByRole('button', { name: 'Deleted' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toaster } from '../../ui/toaster';
import { ShareLink } from './share-link';

function renderShareLink(isPublic: boolean) {
  toast.dismiss();
  return render(
    <>
      <ShareLink transcription={{ id: 't1', public: isPublic }} />
      <Toaster />
    </>,
  );
}

describe('share link', () => {
  it('shows the public page address of a public transcription and copies it', async () => {
    const user = userEvent.setup();
    renderShareLink(true);
    const address = `${window.location.origin}/resource/public_transcriptions/t1`;
    const field = screen.getByRole('textbox', { name: 'Public link' });
    expect(field).toHaveValue(address);
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(address);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows nothing while the transcription is private', () => {
    renderShareLink(false);
    expect(screen.queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toaster } from '../../ui/toaster';
import { DownloadMenu } from './download-menu';

/** Whether each link click went on to download: the browser follows a link unless its default is prevented. */
function recordFollowedClicks() {
  const followed: boolean[] = [];
  const onClick = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    // jsdom cannot navigate; the browser journeys check the file itself.
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  return { followed, stop: () => window.removeEventListener('click', onClick) };
}

async function openMenu(props: Partial<Parameters<typeof DownloadMenu>[0]> = {}) {
  const user = userEvent.setup();
  toast.dismiss();
  render(
    <>
      <DownloadMenu source={{ scope: 'transcriptions', id: 't1' }} hasSpeakers {...props} />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Download' }));
  return { user, menu: screen.getByRole('dialog', { name: 'Download formats' }) };
}

const hrefOf = (menu: HTMLElement, format: string) =>
  within(menu)
    .getByRole('link', { name: new RegExp(`^${format}`) })
    .getAttribute('href');

describe('download menu', () => {
  it('links every format, each with the options that change it', async () => {
    const { user, menu } = await openMenu();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'TXT Plain text',
      'SRT Subtitles (SubRip)',
      'VTT Web subtitles (WebVTT)',
      'DOCX Word document',
      'PDF Printable document',
      'JSON Data with word timings',
      'CSV Spreadsheet',
    ]);
    expect(hrefOf(menu, 'SRT')).toBe('/api/transcriptions/t1/download?format=srt');
    expect(hrefOf(menu, 'JSON')).toBe('/api/transcriptions/t1/download?format=json');
    expect(hrefOf(menu, 'VTT')).toBe('/api/transcriptions/t1/download?format=vtt&speakers=true');
    expect(hrefOf(menu, 'DOCX')).toBe(
      '/api/transcriptions/t1/download?format=docx&timestamps=true&speakers=true',
    );
    expect(hrefOf(menu, 'TXT')).toBe(
      '/api/transcriptions/t1/download?format=txt&timestamps=true&speakers=true',
    );

    await user.click(within(menu).getByRole('checkbox', { name: 'Include timestamps' }));
    expect(hrefOf(menu, 'TXT')).toBe(
      '/api/transcriptions/t1/download?format=txt&timestamps=false&speakers=true',
    );
    await user.click(within(menu).getByRole('checkbox', { name: 'Include speaker names' }));
    expect(hrefOf(menu, 'TXT')).toBe(
      '/api/transcriptions/t1/download?format=txt&timestamps=false&speakers=false',
    );
  });

  it('applies the options to DOCX, PDF and VTT as the server does, and says which formats each changes', async () => {
    const { user, menu } = await openMenu();
    const timestamps = within(menu).getByRole('checkbox', { name: 'Include timestamps' });
    const speakers = within(menu).getByRole('checkbox', { name: 'Include speaker names' });
    expect(timestamps).toHaveAccessibleDescription('TXT, DOCX, PDF');
    expect(speakers).toHaveAccessibleDescription('TXT, VTT, DOCX, PDF');

    await user.click(timestamps);
    await user.click(speakers);
    expect(hrefOf(menu, 'DOCX')).toBe(
      '/api/transcriptions/t1/download?format=docx&timestamps=false&speakers=false',
    );
    expect(hrefOf(menu, 'PDF')).toBe(
      '/api/transcriptions/t1/download?format=pdf&timestamps=false&speakers=false',
    );
    expect(hrefOf(menu, 'VTT')).toBe('/api/transcriptions/t1/download?format=vtt&speakers=false');
    expect(hrefOf(menu, 'CSV')).toBe('/api/transcriptions/t1/download?format=csv');
  });

  it('puts a hostile id into the link as one encoded path segment', async () => {
    const { menu } = await openMenu({ source: { scope: 'transcriptions', id: '../../tokens?x=1#y' } });
    expect(hrefOf(menu, 'SRT')).toBe('/api/transcriptions/..%2F..%2Ftokens%3Fx%3D1%23y/download?format=srt');
  });

  it('offers speaker names only when the transcript has speakers', async () => {
    const { menu } = await openMenu({ hasSpeakers: false });
    expect(within(menu).getByRole('checkbox', { name: 'Include timestamps' })).toBeChecked();
    expect(within(menu).queryByRole('checkbox', { name: 'Include speaker names' })).not.toBeInTheDocument();
    expect(hrefOf(menu, 'TXT')).toBe(
      '/api/transcriptions/t1/download?format=txt&timestamps=true&speakers=false',
    );
  });

  it('downloads public transcriptions from their public address', async () => {
    const { menu } = await openMenu({ source: { scope: 'public_transcriptions', id: 't1' } });
    expect(hrefOf(menu, 'PDF')).toBe(
      '/api/public_transcriptions/t1/download?format=pdf&timestamps=true&speakers=true',
    );
  });

  it("downloads a share link's transcript through its token, with the same options", async () => {
    const token = 'k'.repeat(43);
    const { menu } = await openMenu({ source: { token } });
    expect(hrefOf(menu, 'TXT')).toBe(
      `/api/shared/${token}/download?format=txt&timestamps=true&speakers=true`,
    );
    expect(hrefOf(menu, 'JSON')).toBe(`/api/shared/${token}/download?format=json`);
  });

  it('downloads the chosen format and closes', async () => {
    const { user, menu } = await openMenu();
    const clicks = recordFollowedClicks();
    await user.click(within(menu).getByRole('link', { name: /^SRT/ }));
    clicks.stop();
    expect(clicks.followed).toEqual([true]);
    expect(screen.queryByRole('dialog', { name: 'Download formats' })).not.toBeInTheDocument();
  });

  it('downloads nothing while blocked, and says why', async () => {
    const reason = 'You need to save your changes before downloading.';
    const { user, menu } = await openMenu({ blockedReason: reason });
    const clicks = recordFollowedClicks();
    await user.click(within(menu).getByRole('link', { name: /^SRT/ }));
    clicks.stop();
    expect(clicks.followed).toEqual([false]);
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});

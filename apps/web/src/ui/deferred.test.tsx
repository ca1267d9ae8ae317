import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { deferred, type Opening } from './deferred';

/** A stand-in for a Radix menu: a button that shows its items when open. */
function Menu({ label, initiallyOpen = false }: { label: string } & Opening) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open ? <p>items of {label}</p> : null}
    </>
  );
}

/** A deferred Menu whose code arrives when the test says so. */
function deferredMenu() {
  let resolve!: (control: ComponentType<{ label: string } & Opening>) => void;
  const arrived = new Promise<ComponentType<{ label: string } & Opening>>((settle) => {
    resolve = settle;
  });
  // React renders the control once the lazy chunk's promise settles: act waits for that render.
  const arrive = () =>
    act(async () => {
      resolve(Menu);
      await arrived;
    });
  const Deferred = deferred<{ label: string }>(
    () => arrived,
    ({ label, onPress }) => (
      <button type="button" onClick={onPress}>
        {label}
      </button>
    ),
  );
  return { Deferred, arrive };
}

describe('a deferred control', () => {
  it('shows its stand-in until its code arrives, then the control, closed', async () => {
    const { Deferred, arrive } = deferredMenu();
    render(<Deferred label="Language" />);
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    await arrive();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(await screen.findByText('items of Language')).toBeInTheDocument();
  });

  it('opens once its code arrives when pressed before, so the press is not lost', async () => {
    const { Deferred, arrive } = deferredMenu();
    render(<Deferred label="Account" />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByText('items of Account')).not.toBeInTheDocument();
    await arrive();
    expect(screen.getByText('items of Account')).toBeInTheDocument();
  });

  it('stays closed when its code arrives without a press', async () => {
    const { Deferred, arrive } = deferredMenu();
    render(<Deferred label="Menu" />);
    await arrive();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByText('items of Menu')).not.toBeInTheDocument();
  });
});

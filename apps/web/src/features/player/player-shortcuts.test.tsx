import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PlayerActions, usePlayerShortcuts } from './player-shortcuts';

function fakeActions() {
  return { togglePlay: vi.fn(), skip: vi.fn(), changeSpeed: vi.fn() } satisfies PlayerActions;
}

function Page({ actions, onPress }: { actions: PlayerActions; onPress?: () => void }) {
  usePlayerShortcuts(actions);
  return (
    <>
      <p>Some text</p>
      <button type="button" onClick={onPress}>
        Rename speaker
      </button>
      <textarea aria-label="Segment text" />
      <div role="dialog" aria-label="Download formats">
        <button type="button">TXT</button>
      </div>
    </>
  );
}

describe('player shortcuts', () => {
  it('map Space, K, J, L, the arrows, < and > to the player when nothing is being typed', async () => {
    const user = userEvent.setup();
    const actions = fakeActions();
    render(<Page actions={actions} />);

    await user.keyboard(' ');
    await user.keyboard('k');
    expect(actions.togglePlay).toHaveBeenCalledTimes(2);
    await user.keyboard('j{ArrowLeft}');
    expect(actions.skip.mock.calls).toEqual([[-5], [-5]]);
    await user.keyboard('l{ArrowRight}');
    expect(actions.skip.mock.calls.slice(2)).toEqual([[5], [5]]);
    await user.keyboard('<>');
    expect(actions.changeSpeed.mock.calls).toEqual([[-1], [1]]);
  });

  it('leave Space to a focused button, which is pressed, yet still seek with the arrows from it', async () => {
    const user = userEvent.setup();
    const actions = fakeActions();
    const onPress = vi.fn();
    render(<Page actions={actions} onPress={onPress} />);

    screen.getByRole('button', { name: 'Rename speaker' }).focus();
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(actions.togglePlay).not.toHaveBeenCalled();

    await user.keyboard('{ArrowRight}');
    expect(actions.skip).toHaveBeenCalledWith(5);
  });

  it('let text be typed in a text field, where only the Alt shortcuts work', async () => {
    const user = userEvent.setup();
    const actions = fakeActions();
    render(<Page actions={actions} />);
    const textarea = screen.getByRole('textbox', { name: 'Segment text' });

    await user.type(textarea, 'kjl <>{ArrowLeft}');
    expect(textarea).toHaveValue('kjl <>');
    expect(actions.togglePlay).not.toHaveBeenCalled();
    expect(actions.skip).not.toHaveBeenCalled();
    expect(actions.changeSpeed).not.toHaveBeenCalled();

    await user.keyboard('{Alt>}kjl{/Alt}');
    expect(actions.togglePlay).toHaveBeenCalledTimes(1);
    expect(actions.skip.mock.calls).toEqual([[-5], [5]]);
    expect(textarea).toHaveValue('kjl <>');
  });

  it('match Alt shortcuts on the physical key, as macOS Option types other characters', () => {
    const actions = fakeActions();
    render(<Page actions={actions} />);
    const textarea = screen.getByRole('textbox', { name: 'Segment text' });

    fireEvent.keyDown(textarea, { key: '˚', code: 'KeyK', altKey: true });
    fireEvent.keyDown(textarea, { key: '≤', code: 'Comma', altKey: true });
    fireEvent.keyDown(textarea, { key: '≥', code: 'Period', altKey: true });
    expect(actions.togglePlay).toHaveBeenCalledTimes(1);
    expect(actions.changeSpeed.mock.calls).toEqual([[-1], [1]]);
  });

  it('leave keys to an open popover or dialog, and to browser shortcuts', async () => {
    const user = userEvent.setup();
    const actions = fakeActions();
    render(<Page actions={actions} />);

    screen.getByRole('button', { name: 'TXT' }).focus();
    await user.keyboard('k {ArrowLeft}');
    await user.keyboard('{Control>}l{/Control}');
    expect(actions.togglePlay).not.toHaveBeenCalled();
    expect(actions.skip).not.toHaveBeenCalled();
  });
});

import { deferred } from '../../ui/deferred';
import { useIdentity } from '../identity';
import { SwitcherButton } from './switcher-button';

const DeferredSwitcher = deferred<{ name: string }>(
  () => import('./workspace-switcher-popover').then((module) => module.WorkspaceSwitcherPopover),
  ({ name, onPress }) => <SwitcherButton name={name} onClick={onPress} />,
);

/** The current workspace, opening the list of the user's others; its popover's code loads after the page's. */
export function WorkspaceSwitcher() {
  const { data: identity } = useIdentity();
  const current = identity?.workspace;
  return current ? <DeferredSwitcher name={current.name} /> : null;
}

import * as Popover from '@radix-ui/react-popover';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Opening } from '../../ui/deferred';
import { useIdentity } from '../identity';
import { SwitcherButton } from './switcher-button';
import { useSwitchWorkspace, useWorkspaces } from './workspaces-query';

export const NEW_WORKSPACE_PATH = '/resource/workspace/create';

/**
 * The top bar's workspace switcher: shows the workspace this browser works in and lists the user's
 * others with their role; choosing one switches to it, "New workspace" opens the create page.
 */
export function WorkspaceSwitcherPopover({ initiallyOpen = false }: Opening) {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const [open, setOpen] = useState(initiallyOpen);
  const workspaces = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const current = identity?.workspace;
  if (!current) return null;

  const choose = (id: string) => {
    setOpen(false);
    if (id !== current.id) switchTo.mutate(id);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <SwitcherButton name={current.name} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-72 max-w-[calc(100vw-1rem)] animate-fade-in rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          <ul aria-label={t('workspaces.yourWorkspaces')}>
            {(workspaces.data ?? []).map((workspace) => {
              const selected = workspace.id === current.id;
              return (
                <li key={workspace.id}>
                  <button
                    type="button"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => choose(workspace.id)}
                    className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100"
                  >
                    <span className="min-w-0">
                      <span className="block truncate">{workspace.name}</span>
                      <span className="block text-xs text-zinc-500">
                        {t(`workspaces.roles.${workspace.role}`)}
                      </span>
                    </span>
                    {selected ? (
                      <Check aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="mt-1 border-zinc-100 border-t pt-1">
            <Link
              to={NEW_WORKSPACE_PATH}
              onClick={() => setOpen(false)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-zinc-800 hover:bg-zinc-100"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('workspaces.new')}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

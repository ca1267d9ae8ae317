import { type ComponentType, lazy, Suspense, useState } from 'react';

/** Asks a deferred control to open as it appears: it was pressed before its code arrived. */
export type Opening = { initiallyOpen?: boolean };

/**
 * A control of the page's chrome (a menu, a drawer, a dialog) whose library code — Radix and its
 * positioning engine, about a tenth of the first load — stays out of the first load. Its chunk is fetched
 * as soon as the control renders; until it arrives, `StandIn` renders in its place, looking the same, and
 * a press on it opens the control once its code is there, so nothing a user does is lost.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & Opening>>,
  StandIn: ComponentType<P & { onPress: () => void }>,
): ComponentType<P> {
  const Control = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const [pressed, setPressed] = useState(false);
    return (
      <Suspense fallback={<StandIn {...props} onPress={() => setPressed(true)} />}>
        <Control {...props} initiallyOpen={pressed} />
      </Suspense>
    );
  };
}

import { useEffect } from 'react';

/** While `active`, closing or reloading the tab asks first (the browser words the question). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before 2023 (Safari among them) ask only when `returnValue` is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

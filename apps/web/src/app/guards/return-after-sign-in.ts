import { isPathListed } from './access-gate';

const KEY = 'whispy.return_after_sign_in';

/** Pages a signed-out visitor is brought back to once signed in: an invitation link (ADR 021). */
const RETURNABLE_PATHS: readonly string[] = ['/invitations'];

/** Remembers, for this tab, where a signed-out visitor was going. */
export function rememberReturn(pathname: string): void {
  if (!isPathListed(pathname, RETURNABLE_PATHS)) return;
  try {
    sessionStorage.setItem(KEY, pathname);
  } catch {
    // Storage refused (private mode): the visitor opens the link again after signing in.
  }
}

/** Where to go back to after signing in, once: the remembered path is forgotten as it is read. */
export function takeReturn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isPathListed(path, RETURNABLE_PATHS) ? path : null;
  } catch {
    return null;
  }
}

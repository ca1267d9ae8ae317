import type { LucideIcon } from 'lucide-react';

export type NavItem = { id: string; label: string; to: string; icon: LucideIcon };

/** Spec §2: a route starting with http opens in a new tab. */
export function isExternal(item: NavItem): boolean {
  return item.to.startsWith('http');
}

/** Spec §2: the active item is the one whose route is a prefix of the current path (whole segments). */
export function isActive(item: NavItem, pathname: string): boolean {
  if (isExternal(item)) return false;
  return pathname === item.to || pathname.startsWith(`${item.to.replace(/\/$/, '')}/`);
}

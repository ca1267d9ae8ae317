import { deferred } from '../deferred';
import { SideNavBar, SideNavLink, type SideNavProps } from './side-nav-bar';

/** Wide screens: icon links whose labels show as tooltips once the tooltips' code has loaded after the page's. */
export const SideNav = deferred<SideNavProps>(
  () => import('./side-nav-tooltips').then((module) => module.SideNavWithTooltips),
  ({ onPress: _, ...props }) => <SideNavBar {...props} Item={SideNavLink} />,
);

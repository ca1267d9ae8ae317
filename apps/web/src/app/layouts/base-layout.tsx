import { Outlet, useLocation } from 'react-router';
import { FeedbackButton } from '../../features/feedback';
import { useIdentity } from '../../features/identity';
import { LiveChannel } from '../../features/live';
import { ReadyNotices } from '../../features/notices';
import { TopBarSearch } from '../../features/search';
import { WebhookDisabledNotices } from '../../features/webhooks';
import { WorkspaceSwitcher } from '../../features/workspaces';
import { MobileDrawer } from '../../ui/chrome/mobile-drawer';
import { SideNav } from '../../ui/chrome/side-nav';
import { TopBar } from '../../ui/chrome/top-bar';
import { SkipLink } from '../../ui/skip-link';
import { useMainNavigation } from '../navigation';

/** Pages with chrome: fixed top bar, 4rem side navigation (drawer on mobile), content shifted right. */
export function BaseLayout() {
  const { pathname } = useLocation();
  const { data: identity } = useIdentity();
  const { items, settings } = useMainNavigation();
  const user = identity ? { name: identity.user.name, avatar: identity.user.avatar } : null;

  return (
    <>
      <SkipLink />
      {identity ? <LiveChannel /> : null}
      {identity ? <ReadyNotices /> : null}
      {identity ? <WebhookDisabledNotices /> : null}
      <TopBar
        user={user}
        switcher={identity?.workspace ? <WorkspaceSwitcher /> : null}
        actions={
          identity ? (
            <>
              <TopBarSearch />
              <FeedbackButton />
            </>
          ) : null
        }
        menuButton={identity ? <MobileDrawer items={items} settings={settings} pathname={pathname} /> : null}
      />
      {identity ? <SideNav items={items} settings={settings} pathname={pathname} /> : null}
      <main
        id="main"
        tabIndex={-1}
        className={`min-h-dvh px-4 pt-20 pb-12 outline-none sm:px-8 sm:pt-24 ${identity ? 'sm:pl-24' : ''}`}
      >
        <Outlet />
      </main>
    </>
  );
}

import * as Tooltip from '@radix-ui/react-tooltip';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { CircleHelp, LayoutDashboard, Settings } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { isActive, type NavItem } from './nav-item';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

const dashboard: NavItem = { id: 'dashboard', label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard };
const help: NavItem = { id: 'help', label: 'Help', to: 'https://help.example.com', icon: CircleHelp };
const settings: NavItem = { id: 'settings', label: 'Settings', to: '/settings', icon: Settings };

function renderInRouter(element: React.ReactNode, path = '/dashboard') {
  const router = createMemoryRouter(
    [{ path: '*', element: <Tooltip.Provider>{element}</Tooltip.Provider> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('isActive', () => {
  it.each([
    ['/dashboard', dashboard, true],
    ['/dashboard/x', dashboard, true],
    ['/dashboards', dashboard, false],
    ['/settings/terms', settings, true],
    ['/help', help, false],
  ] as const)('%s, %s', (pathname, item, expected) => {
    expect(isActive(item, pathname)).toBe(expected);
  });
});

describe('side navigation', () => {
  it('marks the active entry and opens external entries in a new tab', () => {
    renderInRouter(<SideNav items={[dashboard, help]} settings={settings} pathname="/dashboard" />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const helpLink = screen.getByRole('link', { name: 'Help' });
    expect(helpLink).toHaveAttribute('href', 'https://help.example.com');
    expect(helpLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });
});

describe('top bar user menu', () => {
  it('is hidden without an identity', () => {
    renderInRouter(<TopBar user={null} />);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows the name, a person icon without avatar, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderInRouter(<TopBar user={{ name: 'Ada Lovelace', avatar: null }} />);
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(trigger).toHaveTextContent('Ada Lovelace');
    expect(trigger.querySelector('img')).toBeNull();
    await user.click(trigger);
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument());
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    const router = renderInRouter(<TopBar user={{ name: 'Ada', avatar: 'https://example.com/a.png' }} />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument());
  });
});

describe('language picker', () => {
  it('shows the current code upper-case, lists languages by name, and applies and closes on choice', async () => {
    const user = userEvent.setup();
    i18n.addResourceBundle('es', 'translation', { nav: { openMenu: 'Abrir menú' } });
    renderInRouter(<TopBar user={null} />);
    const trigger = screen.getByRole('button', { name: /^EN · Language: English/ });
    expect(trigger).toHaveTextContent('EN');
    await user.click(trigger);
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '日本語' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('es'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^ES/ })).toBeInTheDocument();
  });
});

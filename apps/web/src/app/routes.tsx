import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../ui/error-page';
import { LoadingOverlay } from '../ui/loading-overlay';
import { HOME_ROUTE } from './guards/access-gate';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { BaseLayout } from './layouts/base-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { RootLayout } from './layouts/root-layout';

// Each page is its own chunk; the loading overlay shows while one loads.
const page = (load: () => Promise<RouteObject['Component']>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** Spec §2 route table: every group has an error element; unknown paths give the error page. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <LoadingOverlay active />,
      children: [
        { path: '/', element: <Navigate to={HOME_ROUTE} replace /> },
        {
          element: (
            <GuestOnly>
              <EmptyLayout />
            </GuestOnly>
          ),
          errorElement: <RouteErrorPage standalone />,
          children: [
            { path: 'auth/login', ...page(async () => (await import('../features/auth')).LoginPage) },
          ],
        },
        {
          // Public: the terms open in a new window from /settings/terms and must be readable before sign-in.
          element: <EmptyLayout />,
          errorElement: <RouteErrorPage standalone />,
          children: [
            { path: 'terms', ...page(async () => (await import('../features/terms')).TermsDocumentPage) },
          ],
        },
        {
          // A share link opens without signing in, and whoever is signed in sees it the same way.
          path: 's/:token',
          errorElement: <RouteErrorPage standalone />,
          ...page(
            async () =>
              (await (await import('../features/share-links')).loadSharedTranscriptionPage())
                .SharedTranscriptionPage,
          ),
        },
        {
          element: (
            <RequireAccess>
              <EmptyLayout />
            </RequireAccess>
          ),
          errorElement: <RouteErrorPage standalone />,
          children: [
            { path: 'auth/logout', ...page(async () => (await import('../features/auth')).LogoutPage) },
          ],
        },
        {
          element: (
            <RequireAccess>
              <BaseLayout />
            </RequireAccess>
          ),
          errorElement: <RouteErrorPage standalone />,
          children: [
            {
              // Inside the layout, so that an error keeps the chrome around it.
              errorElement: <RouteErrorPage />,
              children: [
                {
                  path: 'dashboard',
                  ...page(async () => (await import('../features/dashboard')).DashboardPage),
                },
                {
                  path: 'search',
                  ...page(
                    async () => (await (await import('../features/search')).loadSearchPage()).SearchPage,
                  ),
                },
                {
                  path: 'settings',
                  ...page(async () => (await import('../features/settings')).SettingsPage),
                },
                {
                  path: 'settings/members',
                  ...page(
                    async () =>
                      (await (await import('../features/workspaces')).loadWorkspacePages()).MembersPage,
                  ),
                },
                {
                  path: 'settings/webhooks',
                  ...page(
                    async () =>
                      (await (await import('../features/webhooks')).loadWebhooksPage()).WebhooksPage,
                  ),
                },
                {
                  path: 'invitations/:token',
                  ...page(
                    async () =>
                      (await (await import('../features/workspaces')).loadWorkspacePages()).InvitationPage,
                  ),
                },
                {
                  path: 'settings/terms',
                  ...page(async () => (await import('../features/terms')).TermsPage),
                },
                {
                  path: 'onboarding/subscription/create',
                  ...page(async () => (await import('../features/onboarding')).SubscriptionCreatePage),
                },
                {
                  path: 'onboarding/subscription/success',
                  ...page(async () => (await import('../features/onboarding')).SubscriptionSuccessPage),
                },
                {
                  path: 'resource/:resource',
                  ...page(async () => (await import('./resources/resource-page')).ResourceIndexPage),
                },
                {
                  path: 'resource/:resource/create',
                  ...page(async () => (await import('./resources/resource-page')).ResourceCreatePage),
                },
                {
                  path: 'resource/:resource/:id',
                  ...page(async () => (await import('./resources/resource-page')).ResourceShowPage),
                },
                {
                  path: 'resource/:resource/:id/edit',
                  ...page(async () => (await import('./resources/resource-page')).ResourceEditPage),
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

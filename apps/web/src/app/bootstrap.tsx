import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setAppNavigator } from '../api';
import { listenForIdentityUpdates } from '../features/identity';
import { FatalScreen } from './fatal-screen';
import { initI18n } from './i18n';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';
import { registerShareTarget } from './service-worker';
import { connect } from './start-up';

const LOADER_ID = 'app-loader';

/** Removes the loader painted by index.html, once React has rendered the app. */
function LoaderRemover() {
  useEffect(() => document.getElementById(LOADER_ID)?.remove(), []);
  return null;
}

/** Start-up sequence; any failure shows the fatal toast, which stays open. */
export async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createAppRoutes());
  setAppNavigator((to) => void router.navigate(to));
  listenForIdentityUpdates(queryClient);
  registerShareTarget();

  const translations = initI18n().catch((error: unknown) => console.error(error));
  const ready = await connect(queryClient).then(
    () => true,
    (error: unknown) => {
      console.error(error);
      return false;
    },
  );
  await translations;

  const root = createRoot(container);
  document.documentElement.dataset.ready = String(ready);
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        {ready ? <RouterProvider router={router} /> : <FatalScreen />}
        <LoaderRemover />
      </Providers>
    </StrictMode>,
  );
}

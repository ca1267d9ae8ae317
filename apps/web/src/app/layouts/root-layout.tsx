import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingOverlay } from '../../ui/loading-overlay';

/** Shows the loading overlay while the next page (its code chunk) loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      <LoadingOverlay active={navigation.state === 'loading'} />
      <ScrollRestoration />
    </>
  );
}

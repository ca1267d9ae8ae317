import { Outlet } from 'react-router';

/** Pages without chrome (login, logout, the terms document). */
export function EmptyLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
      <Outlet />
    </main>
  );
}

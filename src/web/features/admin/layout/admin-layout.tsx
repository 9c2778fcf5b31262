import { Outlet } from 'react-router';

export function Component() {
  return (
    <main className="min-h-screen bg-muted/40">
      <Outlet />
    </main>
  );
}

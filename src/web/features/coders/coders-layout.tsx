/** The CODERS area's content column, inside the one staff frame (src/web/app/staff-layout.tsx). */
import { Outlet } from 'react-router';

export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <Outlet />
    </div>
  );
}

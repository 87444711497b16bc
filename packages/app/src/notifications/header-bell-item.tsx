import { Suspense } from 'react';
import { lazyScreen } from '../routing/lazy-screen.tsx';

/** The bell, its strings and the live feed load after the page, not with it (as the "Messages" link's total). */
const HeaderBell = lazyScreen<object, 'HeaderBell'>(() => import('./header-bell.tsx'), 'HeaderBell');

/** The header's notification bell: nothing until its chunk is in. */
export function HeaderBellItem() {
  return (
    <Suspense fallback={null}>
      <HeaderBell />
    </Suspense>
  );
}

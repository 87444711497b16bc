import { Suspense } from 'react';
import { Loading } from '../common/load-state.tsx';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import type { ModerationPage } from './moderation-panel.tsx';

// The panel and its strings are their own chunks: downloaded when a moderator opens the tab.
const ModerationPanel = lazyScreen(() => import('./moderation-panel.tsx'), 'ModerationPanel');

/** The Moderation tab's panel of a company or club page (docs/moderation.md); only its moderators are shown the tab. */
export function ModerationTab({ page }: { page: ModerationPage }) {
  return (
    <Suspense fallback={<Loading shape="detail" />}>
      <ModerationPanel page={page} />
    </Suspense>
  );
}

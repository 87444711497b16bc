import { Suspense } from 'react';
import { Loading } from '../common/load-state.tsx';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import type { AnalyticsPage } from './analytics-panel.tsx';

// The panel, its charts (visx) and its strings are their own chunks: downloaded when a manager opens the tab.
const AnalyticsPanel = lazyScreen(() => import('./analytics-panel.tsx'), 'AnalyticsPanel');

/** The Analytics tab's panel of a company or club page (docs/analytics.md); only its managers are shown the tab. */
export function AnalyticsTab({ page }: { page: AnalyticsPage }) {
  return (
    <Suspense fallback={<Loading shape="detail" />}>
      <AnalyticsPanel page={page} />
    </Suspense>
  );
}

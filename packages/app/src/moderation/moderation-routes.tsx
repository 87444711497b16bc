import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The decision page is its own chunk, downloaded when a `page_moderation` notification is first opened.
const DecisionScreen = lazyScreen(() => import('./decision-screen.tsx'), 'DecisionScreen');

/** A moderation decision, for the member it concerns (and the page's moderators), by unprefixed path. */
export function moderationPages(): RouteObject[] {
  return [
    {
      path: 'moderation/actions/:id',
      element: (
        <MemberOnly>
          <DecisionScreen />
        </MemberOnly>
      ),
    },
  ];
}

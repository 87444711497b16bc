import type { RouteObject } from 'react-router';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// The screen, its strings (the `message` namespace) and the live socket all download when /message is first opened.
const MessageScreen = lazyScreen(() => import('./message-screen.tsx'), 'MessageScreen');

/** `/message` (SPEC §2): the member's conversations. The live chat connection is opened only here (SPEC §4). */
export function messagePages(): RouteObject[] {
  return [
    {
      path: 'message',
      element: (
        <MemberOnly>
          <MessageScreen />
        </MemberOnly>
      ),
    },
  ];
}

import { Suspense } from 'react';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MessagesLinkView } from './messages-link-view.tsx';

/** The unread total and the message slice load after the page, not with it: the plain link shows meanwhile. */
const UnreadMessagesLink = lazyScreen(() => import('./unread-link.tsx'), 'UnreadMessagesLink');

/** The header menu's "Messages" entry, with the member's unread total once it is read. */
export function MessagesLink() {
  return (
    <Suspense fallback={<MessagesLinkView total={0} />}>
      <UnreadMessagesLink />
    </Suspense>
  );
}

import './unread-link.css';
import { type MessageState, messageSlice } from '@dealgrow/sdk/state';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { MessagesLinkView } from './messages-link-view.tsx';

const selectTotal = (data: MessageState) => data.totalUnread;

/**
 * The header's "Messages" link with the member's unread total: read over HTTP (`chatUnreadTotal`, through the message
 * slice) on each navigation, since the live socket is the /message screen's alone (SPEC §4); there the slice keeps the
 * total as messages arrive and rooms are read. Loaded after the page (messages-link.tsx), with the slice's code.
 */
export function UnreadMessagesLink() {
  const { client, state } = useSession();
  const { pathname } = useLocation();
  const slice = messageSlice(state);
  const total = useSliceState(slice, selectTotal);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (`pathname`) reads the total again.
  useEffect(() => {
    void slice.getState().loadUnreadTotal(client.chat);
  }, [client, slice, pathname]);

  return <MessagesLinkView total={total} />;
}

import type { FeedData } from '@dealgrow/sdk/state';
import { Button, Toast, ToastRegion } from '@dealgrow/widgets';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';

const selectPending = (data: FeedData) => data.pendingDeletions;

/**
 * SPEC §4's undo: while a deleted post waits for its delete call (3 seconds, the feed slice's `deletePost`), a toast
 * says so and offers Undo, which cancels the call and brings the post back (`restorePost`). The Undo button takes
 * the focus when it appears, so a keyboard user can undo at once. The toast's time is the slice's (no time of its own).
 */
export function UndoToast() {
  const { t } = useTranslation();
  const { state } = useSession();
  const pending = useSliceState(state.feed, selectPending);
  const ids = Object.keys(pending).map(Number);
  const undo = useRef<HTMLButtonElement>(null);
  const last = ids.at(-1);

  useEffect(() => {
    if (last !== undefined) undo.current?.focus();
  }, [last]);

  return (
    <ToastRegion>
      {ids.map((id) => (
        <Toast
          key={id}
          duration={null}
          data={{ 'data-post-pending': id }}
          action={
            <Button ref={id === last ? undo : undefined} size="small" onClick={() => state.feed.getState().restorePost(id)}>
              {t('posts.undo')}
            </Button>
          }
        >
          {t('posts.deleted')}
        </Toast>
      ))}
    </ToastRegion>
  );
}

import { Avatar, cardClassName, Toast, ToastRegion } from '@dealgrow/widgets';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { homeStrings } from '../i18n/home-strings.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useMember } from '../session/session.tsx';
import type { Post } from './types.ts';

/** The composer and its dialog download when the member opens them, not with the feed. */
const ComposerDialog = lazyScreen(() => import('./composer-dialog.tsx'), 'ComposerDialog');

/**
 * The home's "Start a post" box above the feed: one button that opens the composer (SPEC §3, every kind, audience,
 * comment permission, location) in a modal dialog. `?compose` in the address opens it too (the phone's Post tab). A
 * new post closes the dialog, says it is live (a toast), and goes to `onPosted`.
 */
export function ComposerBox({ onPosted }: { onPosted: (post: Post) => void }) {
  const { t } = useTranslation();
  const { user } = useMember();
  const [params, setParams] = useSearchParams();
  const asked = params.has('compose');
  const [open, setOpen] = useState(asked);
  const [posted, setPosted] = useState(false);
  // The dialog's close button's words, and its strings ready before it opens.
  useAreaStrings('home', homeStrings);

  useEffect(() => {
    if (asked) setOpen(true);
  }, [asked]);

  const close = () => {
    setOpen(false);
    if (asked) {
      const rest = new URLSearchParams(params);
      rest.delete('compose');
      setParams(rest, { replace: true });
    }
  };

  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <div className={cardClassName('composer-box')}>
      <div className="composer-box__row">
        <Avatar name={name} src={user.profilePhotoUrl} size={48} className="composer-box__avatar" />
        <button
          type="button"
          className="composer-box__open"
          aria-haspopup="dialog"
          onClick={() => {
            setPosted(false);
            setOpen(true);
          }}
        >
          {t('posts.composer.title')}
        </button>
      </div>
      {/* "Your post is live.": a toast that goes by itself (its time stops under the pointer or the focus). */}
      <ToastRegion>{posted && <Toast onDismiss={() => setPosted(false)}>{t('posts.composer.posted')}</Toast>}</ToastRegion>
      {open && (
        <Suspense fallback={null}>
          <ComposerDialog
            onClose={close}
            onPosted={(post) => {
              close();
              setPosted(true);
              onPosted(post);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

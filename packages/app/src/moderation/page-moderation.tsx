import type { ApiResult, Post } from '@dealgrow/sdk';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useLoaded } from '../common/use-loaded.ts';
import { useMember, useSession } from '../session/session.tsx';
import type { ModerationPage } from './moderation-panel.tsx';
import { type PageModeration, PageModerationContext } from './page-moderation-context.ts';

type Controller = ComponentType<{ page: ModerationPage; onValue: (value: PageModeration | null) => void }>;

/**
 * The page a post is content of (docs/moderation.md "Who moderates what"): the company or club it is posted as, else
 * the club it is posted in (visibility `club`); null for a member's own post elsewhere.
 */
export function pageOfPost(post: Post): { type: 'company' | 'club'; id: number } | null {
  if (post.authorType === 'company' && post.company) return { type: 'company', id: post.company.id };
  if (post.authorType === 'club' && post.club) return { type: 'club', id: post.club.id };
  if (post.visible === 'club' && post.clubId) return { type: 'club', id: post.clubId };
  return null;
}

/**
 * Gives the page's moderation to the posts, comments and members inside (page-moderation-context.ts) when `page` is
 * set: the member moderates it. Its code and strings load then, in the moderation chunk; until they are in, and for
 * anyone else, nothing inside changes (the children stay mounted as the entries arrive).
 */
export function PageModerationScope({ page, children }: { page: ModerationPage | null; children: ReactNode }) {
  const [controller, setController] = useState<{ Controller: Controller } | null>(null);
  const [value, setValue] = useState<PageModeration | null>(null);
  const wanted = page !== null;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // A chunk that failed to arrive leaves the page as a member's: the Moderation tab still works.
    import('./content-moderation.tsx').then(
      (module) => live && setController({ Controller: module.ContentModeration }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const Controller = controller?.Controller;
  return (
    <PageModerationContext.Provider value={page ? value : null}>
      {children}
      {page && Controller && <Controller page={page} onValue={setValue} />}
    </PageModerationContext.Provider>
  );
}

const NOT_MODERATED = { success: true, data: null, status: 200, statusText: 'OK' } as const;
const moderated = (page: ModerationPage): ApiResult<ModerationPage | null> => ({ ...NOT_MODERATED, data: page });

/**
 * The page of a post on its own page (`/post/{id}`) when the member moderates it: its company (`isManager`) or club
 * (owner or admin), read once; null for a member's post elsewhere, a visitor, or anyone not moderating it.
 */
export function usePostModerationPage(post: Post): ModerationPage | null {
  const { client } = useSession();
  const { signedIn } = useMember();
  const ref = signedIn ? pageOfPost(post) : null;
  const { state } = useLoaded<ModerationPage | null>(`moderates-${ref ? `${ref.type}-${ref.id}` : 'none'}`, async (signal) => {
    if (!ref) return NOT_MODERATED;
    if (ref.type === 'company') {
      const answer = await client.companies.get(ref.id, { signal });
      if (!answer.success || !answer.data.isManager) return NOT_MODERATED;
      return moderated({ type: 'company', id: answer.data.id, name: answer.data.name });
    }
    const answer = await client.clubs.get(ref.id, { signal });
    if (!answer.success || (answer.data.role !== 'owner' && answer.data.role !== 'admin')) return NOT_MODERATED;
    return moderated({ type: 'club', id: answer.data.id, name: answer.data.name });
  });
  return state.status === 'ready' ? state.data : null;
}

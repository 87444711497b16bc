import './moderation.css';
import type { ModerationAction, ModerationBody, Post } from '@dealgrow/sdk';
import type { MenuItem } from '@dealgrow/widgets';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { memberName } from '../network/member-row.tsx';
import { useMember, useSession } from '../session/session.tsx';
import { type ModerationAsk, ModerationDialog } from './moderation-dialog.tsx';
import type { ModerationPage } from './moderation-panel.tsx';
import type { ModerationEntry, PageModeration } from './page-moderation-context.ts';
import { moderationStrings } from './strings.ts';

/** Whether a post is content of `page`: posted as that company or club, or posted in that club. */
export function isOnPage(post: Post, page: { type: 'company' | 'club'; id: number }): boolean {
  if (page.type === 'company') return post.authorType === 'company' && post.company?.id === page.id;
  return (post.authorType === 'club' && post.club?.id === page.id) || (post.visible === 'club' && post.clubId === page.id);
}

/** A mute's lengths, as the server takes them (docs/moderation.md "Actions"). */
const MUTE_DAYS = [1, 7, 30] as const;
type Member = Post['author'];

interface Said {
  text: string;
  error: boolean;
}

/**
 * The moderation of a page's own content, from the content itself (docs/moderation.md "App"): its moderators' entries
 * in a post's menu (hide or unhide, remove, mute the author, ban them from a club), on a comment (hide or unhide,
 * remove) and on a club member's row (mute, remove and ban). It hands the entries to the page (`onValue`,
 * page-moderation.tsx) once its strings are in, and draws only the dialog a hide, removal, mute or ban asks first
 * (moderation-dialog.tsx: what the member sees, an optional reason for them); Unhide is one click. Nothing is offered
 * on a moderator's own content, nor against another moderator in the members list (the server refuses both). A post
 * or comment says whether the moderators hid it (`hiddenByPage`); what is done here overrides that until the page
 * reloads it, and hiding one already hidden by another moderator answers 409, after which the menu offers Unhide.
 */
export function ContentModeration({ page, onValue }: { page: ModerationPage; onValue: (value: PageModeration | null) => void }) {
  const ready = useAreaStrings('moderation', moderationStrings);
  const { t, i18n } = useTranslation('moderation');
  const { t: tMain } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const [hidden, setHidden] = useState<Record<string, boolean>>({});
  const [notes, setNotes] = useState<Record<string, Said>>({});
  const [asked, setAsked] = useState<ModerationAsk | null>(null);
  const busy = useRef(new Set<string>());
  const { type, id, name: pageName } = page;
  const viewer = user.id;
  const language = i18n.language;
  const moderators = useClubModerators(type === 'club' ? id : null);

  const value = useMemo<PageModeration | null>(() => {
    if (!ready) return null;
    const here = { type, id };
    const say = (key: string, text: string | null, error = false) =>
      setNotes(({ [key]: _said, ...others }) => (text === null ? others : { ...others, [key]: { text, error } }));
    const mark = (key: string, isHidden: boolean) => setHidden((known) => ({ ...known, [key]: isHidden }));
    const when = (value: string | null) =>
      value ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '';

    /** One call at a time for each post, comment or member; the server's refusal shows under it. */
    async function run(key: string, body: ModerationBody, done: (action: ModerationAction) => void): Promise<void> {
      if (busy.current.has(key)) return;
      busy.current.add(key);
      say(key, null);
      const answer = await client.moderation.act(type, id, body);
      busy.current.delete(key);
      if (answer.success) return done(answer.data);
      // Hiding hidden content or showing shown content (409): the menu follows what the server says it is.
      if (answer.status === 409 && (body.action === 'hide' || body.action === 'unhide')) mark(key, body.action === 'hide');
      say(key, messageOf(answer.error, tMain), true);
    }

    function note(key: string, isHidden: boolean): ReactNode {
      const said = notes[key];
      if (!isHidden && !said) return null;
      return (
        <div className="moderation-note">
          {isHidden && <p className="moderation-note__hidden">{t('content.hidden')}</p>}
          {said && (
            <p className={said.error ? 'notice notice--danger' : 'moderation-note__done'} role={said.error ? 'alert' : 'status'}>
              {said.text}
            </p>
          )}
        </div>
      );
    }

    /** Mute for 1, 7 or 30 days; on a club, remove and ban (`key`: where the outcome shows); each asked first. */
    function against(member: Member, key: string, onBanned?: () => void) {
      const name = memberName(member);
      const items: MenuItem[] = [
        { id: 'moderation-mute-1', label: t('content.mute1', { name }) },
        { id: 'moderation-mute-7', label: t('content.mute7', { name }) },
        { id: 'moderation-mute-30', label: t('content.mute30', { name }) },
      ];
      if (type === 'club') items.push({ id: 'moderation-ban', label: t('content.ban', { name }), danger: true });
      const select = (choice: string) => {
        const days = MUTE_DAYS.find((length) => choice === `moderation-mute-${length}`);
        if (days !== undefined)
          setAsked({
            title: t(`dialog.mute${days}`, { name }),
            explanation: t('dialog.muteText', { page: pageName }),
            confirm: t('dialog.muteConfirm'),
            act: (reason) =>
              run(key, { action: 'mute', memberId: member.id, days, ...(reason ? { reason } : {}) }, (done) =>
                say(key, t('content.muted', { name, date: when(done.mutedUntil) })),
              ),
          });
        else if (choice === 'moderation-ban')
          setAsked({
            title: t('dialog.ban', { name }),
            explanation: t('dialog.banText', { page: pageName }),
            confirm: t('dialog.banConfirm'),
            danger: true,
            act: (reason) =>
              run(key, { action: 'ban', memberId: member.id, ...(reason ? { reason } : {}) }, () => {
                say(key, t('content.banned', { name }));
                onBanned?.();
              }),
          });
      };
      return { items, select };
    }

    /** Hide (asked first) or unhide, and remove (asked first), a post or a comment; `more`: what else its menu offers. */
    function content(
      kind: 'post' | 'comment',
      contentId: number,
      hiddenByPage: boolean,
      label: ReactNode,
      onRemoved: () => void,
      more?: { items: MenuItem[]; select: (choice: string) => void },
    ): ModerationEntry {
      const key = `${kind}-${contentId}`;
      const isHidden = hidden[key] ?? hiddenByPage;
      const target = kind === 'post' ? { postId: contentId } : { commentId: contentId };
      const post = kind === 'post';
      const items: MenuItem[] = [
        isHidden
          ? { id: 'moderation-unhide', label: post ? t('content.unhidePost') : t('content.unhideComment') }
          : { id: 'moderation-hide', label: post ? t('content.hidePost') : t('content.hideComment') },
        { id: 'moderation-remove', label: post ? t('content.removePost') : t('content.removeComment'), danger: true },
        ...(more?.items ?? []),
      ];
      const select = (choice: string) => {
        if (choice === 'moderation-unhide')
          void run(key, { action: 'unhide', ...target }, () => {
            mark(key, false);
            say(key, t('content.shown'));
          });
        else if (choice === 'moderation-hide')
          setAsked({
            title: t(`dialog.hide.${kind}`),
            explanation: t('dialog.hideText', { page: pageName }),
            confirm: t('dialog.hideConfirm'),
            act: (reason) => run(key, { action: 'hide', ...target, ...(reason ? { reason } : {}) }, () => mark(key, true)),
          });
        else if (choice === 'moderation-remove')
          setAsked({
            title: t(`dialog.remove.${kind}`),
            explanation: t('dialog.removeText'),
            confirm: t('dialog.removeConfirm'),
            danger: true,
            act: (reason) => run(key, { action: 'remove', ...target, ...(reason ? { reason } : {}) }, onRemoved),
          });
        else more?.select(choice);
      };
      return { items, label, select, note: note(key, isHidden) };
    }

    const named = (suffix: string) => (
      <>
        {t('content.moderate')}
        <span className="visually-hidden">{suffix}</span>
      </>
    );

    return {
      post(post, onRemoved) {
        if (post.deletedAt || !isOnPage(post, here) || post.authorId === viewer) return null;
        // A company's posts are its managers' (only they post as it), and moderators are not muted: hide and remove only.
        const byModerator = post.authorType === 'company' || moderators.has(post.authorId);
        const more = byModerator ? undefined : against(post.author, `post-${post.id}`);
        return content('post', post.id, post.hiddenByPage, t('content.moderate'), onRemoved, more);
      },
      comment(post, comment, onRemoved) {
        if (!isOnPage(post, here) || comment.author.id === viewer) return null;
        const label = named(t('content.commentNamed', { name: memberName(comment.author) }));
        return content('comment', comment.id, comment.hiddenByPage, label, onRemoved);
      },
      member(member, role, onBanned) {
        if (type !== 'club' || role !== 'member' || member.id === viewer) return null;
        const key = `member-${member.id}`;
        const { items, select } = against(member, key, onBanned);
        return { items, select, label: named(t('content.memberNamed', { name: memberName(member) })), note: note(key, false) };
      },
    };
  }, [ready, hidden, notes, t, tMain, language, client, type, id, pageName, viewer, moderators]);

  useEffect(() => onValue(value), [value, onValue]);
  useEffect(() => () => onValue(null), [onValue]);
  return asked && <ModerationDialog ask={asked} onClose={() => setAsked(null)} />;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * A club's owner and admins (the members list gives them first, docs/companies-and-clubs.md): the members the server
 * would refuse to mute or ban, so their posts offer neither. Read once the moderation chunk is in; none until then.
 */
function useClubModerators(clubId: number | null): ReadonlySet<number> {
  const { client } = useSession();
  const [moderators, setModerators] = useState<ReadonlySet<number>>(NONE);
  useEffect(() => {
    if (clubId === null) return;
    let live = true;
    (async () => {
      const found = new Set<number>();
      for await (const { member, role } of client.clubs.eachMembers(clubId)) {
        if (role === 'member') break;
        found.add(member.id);
      }
      if (live) setModerators(found);
    })().catch(() => {
      // Unread, every post offers mute and ban, and the server's refusal shows for a moderator's.
    });
    return () => {
      live = false;
    };
  }, [client, clubId]);
  return moderators;
}

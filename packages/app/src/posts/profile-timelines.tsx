import './posts.css';
import type { FeedRef } from '@dealgrow/sdk/state';
import { cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/session.tsx';
import { FeedView } from './feed-view.tsx';
import { TIMELINES, type TimelineName } from './types.ts';
import { useFeed } from './use-feed.ts';

const isTimeline = (value: string | null): value is TimelineName => TIMELINES.some((name) => name === value);

/**
 * A member's timelines on their profile (SPEC §2): posts (every kind), articles, events, videos, and activities (what
 * they posted, liked or commented), as tabs; the tab lives in the URL (`?timeline=`).
 */
export function ProfileTimelines({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('timeline');
  const selected: TimelineName = isTimeline(asked) ? asked : 'posts';
  const select = (timeline: TimelineName) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (timeline === 'posts') next.delete('timeline');
        else next.set('timeline', timeline);
        return next;
      },
      { replace: true },
    );
  return (
    <section className={cardClassName('profile-timelines')} aria-labelledby="timelines-title">
      <h2 id="timelines-title">{t('posts.timelines.title', { name })}</h2>
      <Tabs
        label={t('posts.timelines.label')}
        id="timelines"
        names={TIMELINES}
        selected={selected}
        title={(timeline) => t(`posts.timelines.tabs.${timeline}`)}
        onSelect={select}
      />
      <div {...tabPanelProps('timelines', selected)}>
        {selected === 'activities' ? <Activities memberId={memberId} /> : <Timeline key={selected} memberId={memberId} kind={selected} />}
      </div>
    </section>
  );
}

function Timeline({ memberId, kind }: { memberId: number; kind: Exclude<TimelineName, 'activities'> }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const ref: FeedRef = { feed: 'userTimeline', userId: memberId, kind };
  const feed = useFeed(ref, (page) => client.posts.userTimeline(memberId, kind, { page }));
  return <FeedView name="userTimeline" feed={feed} label={t(`posts.timelines.tabs.${kind}`)} empty={t(`posts.timelines.empty.${kind}`)} />;
}

function Activities({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'userActivities', userId: memberId }, (page) => client.posts.userActivities(memberId, { page }));
  return (
    <FeedView
      name="userActivities"
      feed={feed}
      label={t('posts.timelines.tabs.activities')}
      empty={t('posts.timelines.empty.activities')}
    />
  );
}

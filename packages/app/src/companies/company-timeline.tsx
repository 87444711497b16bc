import type { ApiResult, Page } from '@dealgrow/sdk';
import type { FeedActivity } from '@dealgrow/sdk/state';
import { useTranslation } from 'react-i18next';
import { FeedView } from '../posts/feed-view.tsx';
import type { Post } from '../posts/types.ts';
import { useFeed } from '../posts/use-feed.ts';
import { useSession } from '../session/session.tsx';
import type { Company } from './types.ts';

/** The company's activity answers posts (posted as it, or naming it): each one shows as "posted" on its date. */
async function asActivities(answer: Promise<ApiResult<Page<Post>>>): Promise<ApiResult<Page<FeedActivity>>> {
  const result = await answer;
  if (!result.success) return result;
  // Not a page (no items): passed on as an empty page's worth of nothing, which the feed reads as a failed load.
  const posts: Post[] = Array.isArray(result.data?.items) ? result.data.items : [];
  const items = posts.map((post): FeedActivity => ({ type: 'posted', at: post.created_at, post }));
  return { ...result, data: { ...result.data, items } };
}

/**
 * The company's timeline (posts posted as the company, pinned first) through the SDK's feed slice: page 1 afresh
 * on each opening, "Show more posts" while there are more, SPEC §8 messages (SPEC §4, §9).
 */
export function CompanyTimeline({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'companyTimeline', companyId: company.id }, (page) => client.companies.timeline(company.id, { page }));
  return <FeedView name="companyTimeline" feed={feed} label={t('companies.page.tabs.timeline')} empty={t('companies.timeline.empty')} />;
}

/** The company's activity: posts as the company and posts that mention it, newest first (docs/companies-and-clubs.md). */
export function CompanyActivities({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'companyActivities', companyId: company.id }, (page) =>
    asActivities(client.companies.activities(company.id, { page })),
  );
  return (
    <FeedView name="companyActivities" feed={feed} label={t('companies.page.tabs.activities')} empty={t('companies.timeline.noActivity')} />
  );
}

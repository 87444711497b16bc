import './home-aside.css';
import type { Post } from '@dealgrow/sdk';
import { Avatar, ConnectButton, cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoaded } from '../common/use-loaded.ts';
import { imageUrl } from '../companies/types.ts';
import { homeStrings } from '../i18n/home-strings.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { trendingHashtags } from './trending-hashtags.ts';

const PEOPLE = 5;

/** The list an answer holds; nothing when it holds something else (a column beside the feed never breaks the page). */
const listOf = <T,>(value: readonly T[]): readonly T[] => (Array.isArray(value) ? value : []);

/**
 * The member home's right column (its own chunk, after the feed), from existing calls only: people they may know
 * (`suggestedConnections`), the hashtags most used in the latest posts (`allPosts`, its first two pages), and the
 * companies they manage and the clubs they belong to (`companies.mine`, `clubs.mine`).
 */
export function HomeAside() {
  const ready = useAreaStrings('home', homeStrings);
  if (!ready) return null;
  return (
    <aside className="home-layout__aside">
      <PeopleYouMayKnow />
      <TrendingHashtags />
      <CompaniesAndClubs />
    </aside>
  );
}

function PeopleYouMayKnow() {
  const { t } = useTranslation('home');
  const { client } = useSession();
  const { localize } = useLocalize();
  const { state } = useLoaded('home:people', (signal) => client.network.suggestedConnections({ signal }));
  const people = state.status === 'ready' ? listOf(state.data).slice(0, PEOPLE) : [];
  return (
    <section className={cardClassName('home-aside')} aria-labelledby="home-people-title" aria-busy={state.status === 'loading'}>
      <h2 id="home-people-title">{t('aside.peopleTitle')}</h2>
      {state.status === 'ready' && people.length === 0 && <p className="home-aside__empty">{t('aside.people')}</p>}
      <ul>
        {people.map((person) => {
          const name = `${person.firstName} ${person.lastName}`.trim() || person.username;
          return (
            <li key={person.id} className="home-aside__person">
              <Avatar name={name} src={person.profilePhotoUrl} size={40} />
              <div>
                <Link to={localize(`/${encodeURIComponent(person.username)}`)}>{name}</Link>
                {person.jobTitle && <span className="home-aside__meta">{person.jobTitle}</span>}
                <ConnectButton user={{ ...person, friendship: null }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TrendingHashtags() {
  const { t } = useTranslation('home');
  const { client } = useSession();
  const { localize } = useLocalize();
  const { state } = useLoaded<readonly Post[]>('home:trending', async (signal) => {
    const [first, second] = await Promise.all([
      client.posts.allPosts({ page: 1 }, { signal }),
      client.posts.allPosts({ page: 2 }, { signal }),
    ]);
    if (!first.success) return first;
    return { ...first, data: [...listOf(first.data.items), ...(second.success ? listOf(second.data.items) : [])] };
  });
  const tags = state.status === 'ready' ? trendingHashtags(state.data) : [];
  return (
    <section className={cardClassName('home-aside')} aria-labelledby="home-trending-title" aria-busy={state.status === 'loading'}>
      <h2 id="home-trending-title">{t('aside.trendingTitle')}</h2>
      {state.status === 'ready' && tags.length === 0 && <p className="home-aside__empty">{t('aside.trending')}</p>}
      <ul className="home-aside__tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={localize(`/tag/${encodeURIComponent(tag)}`)}>#{tag}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CompaniesAndClubs() {
  const { t } = useTranslation('home');
  const { client } = useSession();
  const { localize } = useLocalize();
  const { user } = useMember();
  const { state } = useLoaded(`home:yours:${user.id}`, async (signal) => {
    const [companies, clubs] = await Promise.all([client.companies.mine({}, { signal }), client.clubs.mine({}, { signal })]);
    if (!companies.success) return companies;
    return { ...companies, data: { companies: companies.data, clubs: clubs.success ? clubs.data : [] } };
  });
  const entries =
    state.status === 'ready'
      ? [
          ...listOf(state.data.companies).map((company) => ({
            key: `company-${company.id}`,
            name: company.name,
            logo: company.logo,
            path: `/companies/${encodeURIComponent(company.slug)}`,
          })),
          ...listOf(state.data.clubs).map((club) => ({
            key: `club-${club.id}`,
            name: club.name,
            logo: club.logo,
            path: `/clubs/${club.id}`,
          })),
        ]
      : [];
  return (
    <section className={cardClassName('home-aside')} aria-labelledby="home-yours-title" aria-busy={state.status === 'loading'}>
      <h2 id="home-yours-title">{t('aside.yoursTitle')}</h2>
      {state.status === 'ready' && entries.length === 0 && <p className="home-aside__empty">{t('aside.yours')}</p>}
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} className="home-aside__entity">
            <Avatar name={entry.name} src={imageUrl(client, entry.logo)} size={32} className="home-aside__logo" />
            <Link to={localize(entry.path)}>{entry.name}</Link>
          </li>
        ))}
      </ul>
      <p className="home-aside__more">
        <Link to={localize('/companies')}>{t('aside.browseCompanies')}</Link>
        <Link to={localize('/clubs')}>{t('aside.browseClubs')}</Link>
      </p>
    </section>
  );
}

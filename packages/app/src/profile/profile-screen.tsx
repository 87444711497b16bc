import '../deals/deals.css';
import '../common/network.css';
import './profile.css';
import type { Country } from '@dealgrow/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Deferred } from '../common/deferred.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { ProfileTimelines } from '../posts/profile-timelines.tsx';
import { useMember, useSession } from '../session/session.tsx';
import { BusinessOffersSection } from './business-offers-section.tsx';
import { EducationSection, ExperienceSection } from './dated-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { RecommendationsSection } from './recommendations-section.tsx';
import { TagListSection } from './tag-list-section.tsx';
import type { ProfileChange, ProfileInfo } from './types.ts';

/** The profile page, `/{username}`: every section; its owner edits each in place. An unknown member is not found. */
export function ProfileScreen() {
  const { username = '' } = useParams();
  const { t } = useTranslation();
  const { client, status } = useSession();
  const profile = useLoaded(`profile-${username}`, (signal) => client.users.userProfileInfo(username, { signal }));
  if (status === 'checking' || profile.state.status === 'loading')
    return (
      <div className="container page">
        <Loading shape="detail" />
      </div>
    );
  if (profile.state.status === 'error') {
    // 400: the path cannot be a username at all; 404: nobody has it.
    if (profile.state.error.status === 404 || profile.state.error.status === 400) return <NotFoundScreen />;
    return (
      <div className="container page">
        <h1>{t('profile.loadError')}</h1>
        <LoadFailed error={profile.state.error} onRetry={profile.reload} />
      </div>
    );
  }
  return <ProfileView profile={profile.state.data} onChange={profile.set} />;
}

function ProfileView({ profile, onChange }: { profile: ProfileInfo; onChange: ProfileChange }) {
  const { client } = useSession();
  const { user, signedIn } = useMember();
  const owner = signedIn && user.id === profile.id;
  const countries = useLoaded('countries', (signal) => client.general.countries({ signal }));
  const countryList: Country[] = countries.state.status === 'ready' ? countries.state.data : [];
  useVisit(profile.id, signedIn && !owner);

  return (
    <div className="container page profile-page" data-profile={profile.username}>
      <ProfileHeader profile={profile} owner={owner} countries={countryList} onChange={onChange} />
      <div className="profile-grid">
        <div className="profile-grid__main">
          <ExperienceSection
            entries={profile.experiences}
            owner={owner}
            onChange={(experiences) => onChange((current) => ({ ...current, experiences }))}
          />
          {/* The first section draws with the page, the others a task later each (common/deferred.tsx). */}
          <Deferred now={false} placeholder="8rem">
            <EducationSection
              entries={profile.educations}
              owner={owner}
              onChange={(educations) => onChange((current) => ({ ...current, educations }))}
            />
          </Deferred>
          <Deferred now={false} placeholder="8rem">
            <BusinessOffersSection
              offers={profile.businessOffers}
              owner={owner}
              countries={countryList}
              onChange={(businessOffers) => onChange((current) => ({ ...current, businessOffers }))}
            />
          </Deferred>
          <Deferred now={false} placeholder="8rem">
            <RecommendationsSection profile={profile} owner={owner} onChange={onChange} />
          </Deferred>
          <Deferred now={false} placeholder="16rem">
            <ProfileTimelines memberId={profile.id} name={`${profile.firstName} ${profile.lastName}`.trim() || profile.username} />
          </Deferred>
        </div>
        <aside className="profile-grid__side">
          <Deferred now={false} placeholder="8rem">
            <TagListSection
              kind="skills"
              items={profile.skills}
              owner={owner}
              save={async (skills) => {
                const answer = await client.users.setSkills({ skills });
                return answer.success ? { ...answer, data: answer.data.skills } : answer;
              }}
              onChange={(skills) => onChange((current) => ({ ...current, skills }))}
            />
            <TagListSection
              kind="interests"
              items={profile.interests}
              owner={owner}
              save={async (interests) => {
                const answer = await client.users.setInterests({ interests });
                return answer.success ? { ...answer, data: answer.data.interests } : answer;
              }}
              onChange={(interests) => onChange((current) => ({ ...current, interests }))}
            />
          </Deferred>
        </aside>
      </div>
    </div>
  );
}

/** Records one view of someone else's profile per page visit (React's development double effects included). */
function useVisit(memberId: number, record: boolean) {
  const { client } = useSession();
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!record || recorded.current === memberId) return;
    recorded.current = memberId;
    // A view that fails to record changes nothing on the page.
    void client.users.visitProfile(memberId);
  }, [client, memberId, record]);
}

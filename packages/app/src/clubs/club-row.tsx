import { Avatar } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Club, imageUrl } from '../companies/types.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

/** A club's logo, or its initials on a colour of its name when it has none: the Avatar. */
export function ClubLogo({ club, size }: { club: Pick<Club, 'name' | 'logo'>; size: number }) {
  const { client } = useSession();
  return <Avatar name={club.name} src={imageUrl(client, club.logo)} className="company-logo" size={size} part="logo" />;
}

/** One club in a list: logo, name (a link to its page), members and whether it is open. */
export function ClubRow({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <li className="member-row company-row" data-club={club.slug}>
      <ClubLogo club={club} size={48} />
      <div className="member-row__main">
        <Link to={localize(`/clubs/${club.id}`)} className="member-row__name">
          {club.name}
        </Link>
        <span className="member-row__role">
          {t('clubs.members', { count: club.members })} · {t(`clubs.privacy.${club.privacy}`)}
        </span>
        {club.role && <span className="member-row__note">{t(`clubs.roles.${club.role}`)}</span>}
      </div>
    </li>
  );
}

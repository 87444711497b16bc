import { Avatar } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { FollowButton } from './follow-button.tsx';
import { type Company, imageUrl } from './types.ts';

/** A company's logo, or its initials on a colour of its name when it has none (or hides it from visitors): the Avatar. */
export function CompanyLogo({ company, size }: { company: Pick<Company, 'name' | 'logo'>; size: number }) {
  const { client } = useSession();
  return <Avatar name={company.name} src={imageUrl(client, company.logo)} className="company-logo" size={size} part="logo" />;
}

/** One company in a list: logo, name (a link to its page), type, and the follow button with the count. */
export function CompanyRow({ company, onFollowFailed }: { company: Company; onFollowFailed?: (message: string | null) => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return (
    <li className="member-row company-row" data-company={company.slug}>
      <CompanyLogo company={company} size={48} />
      <div className="member-row__main">
        <Link to={localize(`/companies/${encodeURIComponent(company.slug)}`)} className="member-row__name">
          {company.name}
        </Link>
        {company.type && <span className="member-row__role">{company.type.name}</span>}
        {company.isManager && (
          <span className="member-row__note">{company.isOwner ? t('companies.roles.owner') : t('companies.roles.manager')}</span>
        )}
      </div>
      <div className="member-row__actions">
        <FollowButton company={company} {...(onFollowFailed ? { onFailed: onFollowFailed } : {})} />
      </div>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import type { MemberCard } from './types.ts';

/** A member's full name, or their username when they gave none. */
export function memberName(member: Pick<MemberCard, 'firstName' | 'lastName' | 'username'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.username;
}

/** One person in a list: photo, name (a link to their profile), job title and company, a note, and the row's actions. */
export function MemberRow({ member, note, children }: { member: MemberCard; note?: ReactNode; children?: ReactNode }) {
  const { localize } = useLocalize();
  const role = [member.jobTitle, member.companyName].filter(Boolean).join(' · ');
  return (
    <li className="member-row" data-member={member.username}>
      <img className="member-row__photo" src={member.profilePhotoUrl} alt="" width={48} height={48} loading="lazy" />
      <div className="member-row__main">
        <Link to={localize(`/${encodeURIComponent(member.username)}`)} className="member-row__name">
          {memberName(member)}
        </Link>
        {role && <span className="member-row__role">{role}</span>}
        {note && <span className="member-row__note">{note}</span>}
      </div>
      {children && <div className="member-row__actions">{children}</div>}
    </li>
  );
}

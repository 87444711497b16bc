import type { LeadDetails, LeadMember } from '@dealgrow/sdk';
import type { TFunction } from 'i18next';

/** A member's full name, or their username when they gave no name. */
export function memberName(member: Pick<LeadMember, 'firstName' | 'lastName' | 'username'>, t: TFunction): string {
  const name = t('leads.member', { firstName: member.firstName, lastName: member.lastName }).trim();
  return name || member.username;
}

/** Everyone the lead page knows by name: the parties and the assignees. */
export function knownMembers(lead: Pick<LeadDetails, 'sender' | 'receiver' | 'referral_user' | 'assignees'>): LeadMember[] {
  return [lead.sender, lead.receiver, lead.referral_user, ...lead.assignees].filter((member): member is LeadMember => member !== null);
}

/** The name of the member who approved for a side; the approvals carry only an id, e.g. a company manager not on the page. */
export function approverName(
  lead: Pick<LeadDetails, 'sender' | 'receiver' | 'referral_user' | 'assignees'>,
  memberId: number,
  t: TFunction,
): string {
  const member = knownMembers(lead).find((candidate) => candidate.id === memberId);
  return member ? memberName(member, t) : t('leads.memberNumber', { id: memberId });
}

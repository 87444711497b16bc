import { type Lead, type LeadStatus, leadStatusColor } from '@dealgrow/sdk';

/** The side of a lead a member works on (docs/leads.md): the one who sent it, or the deal's side. */
export type LeadSide = Lead['viewer_side'];

/** What a status button does for the viewer, named in the product's words. */
export type StatusActionKind = 'start' | 'approve' | 'accept' | 'refuse';

export interface StatusAction {
  kind: StatusActionKind;
  /** The status asked for with `PATCH /lead/status/{id}`. */
  status: LeadStatus;
}

/** The parts of a lead the status rules look at. */
export type LeadProgress = Pick<Lead, 'status' | 'sender_approval' | 'receiver_approval'>;

const otherSide = (side: LeadSide): LeadSide => (side === 'sender' ? 'receiver' : 'sender');
const approvalOf = (lead: LeadProgress, side: LeadSide): boolean => (side === 'sender' ? lead.sender_approval : lead.receiver_approval);
const isClosed = (status: LeadStatus): boolean => status === 'accepted' || status === 'refused';

/**
 * The statuses a side may ask for, mirroring the table in docs/leads.md: only the deal's side starts work,
 * `accepted` records a side's approval once work started and not twice, either side refuses an open lead,
 * accepted and refused are final.
 */
export function allowedStatuses(lead: LeadProgress, side: LeadSide): LeadStatus[] {
  if (isClosed(lead.status)) return [];
  const allowed: LeadStatus[] = [];
  if (lead.status === 'todo' && side === 'receiver') allowed.push('in-progress');
  if (lead.status === 'in-progress' && !approvalOf(lead, side)) allowed.push('accepted');
  allowed.push('refused');
  return allowed;
}

/**
 * The buttons to show: a status both the server's `next_statuses` (it knows the viewer's rights) and the
 * documented rules allow. Approving is "accept" when the other side already approved, as it closes the lead.
 */
export function statusActions(lead: LeadProgress & Pick<Lead, 'viewer_side' | 'next_statuses'>): StatusAction[] {
  return allowedStatuses(lead, lead.viewer_side)
    .filter((status) => lead.next_statuses.includes(status))
    .map((status): StatusAction => {
      if (status === 'in-progress') return { kind: 'start', status };
      if (status === 'refused') return { kind: 'refuse', status };
      return { kind: approvalOf(lead, otherSide(lead.viewer_side)) ? 'accept' : 'approve', status };
    });
}

/** True when the viewer's side approved an open lead and it now waits on the other side. */
export function waitsForOtherSide(lead: LeadProgress & Pick<Lead, 'viewer_side'>): boolean {
  return lead.status === 'in-progress' && approvalOf(lead, lead.viewer_side) && !approvalOf(lead, otherSide(lead.viewer_side));
}

/** The CSS modifier of a status badge: SPEC §9 colour names (todo primary, in-progress orange, …, else blue-grey). */
export function statusBadgeClass(status: string): string {
  return `lead-badge lead-badge--${leadStatusColor(status)}`;
}

/** Who is on the other side of the lead for the viewer, as the dashboard's "with" column shows it. */
export function otherParty(
  lead: Pick<Lead, 'viewer_side' | 'sender' | 'receiver' | 'referral_user'>,
  viewerId: number,
): Lead['sender'] | null {
  if (lead.viewer_side === 'receiver') return lead.sender;
  // On the sender side, a referred member sees the sender too; the sender sees the deal's owner.
  if (lead.sender.id !== viewerId) return lead.sender;
  return lead.receiver;
}

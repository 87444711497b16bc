import { first, type Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import type { LeadSide, LeadStatus, LeadType } from './rules.ts';

/** A lead's row as stored. */
export interface LeadRow {
  id: number;
  uuid: string;
  type: LeadType;
  status: LeadStatus;
  deal_id: number;
  sender_id: number;
  receiver_id: number | null;
  receiver_company_id: number | null;
  referral_user_id: number | null;
  club_id: number | null;
  text: string;
  budget: number | string | null;
  final_budget: number | string | null;
  currency: string | null;
  sender_approval: boolean;
  receiver_approval: boolean;
  sender_approved_by: number | null;
  receiver_approved_by: number | null;
  sender_approved_at: Date | string | null;
  receiver_approved_at: Date | string | null;
  closed_by: number | null;
  closed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** How the viewer stands to a lead. */
export interface LeadRole {
  isSender: boolean;
  isReferral: boolean;
  /** The deal's author, the receiving company's owner or managers, or the deal's managers. */
  isReceiver: boolean;
  isAssignee: boolean;
  /** May put company managers on the lead: the deal's author, the company owner, its lead managers. */
  isLeadManager: boolean;
}

/** The side whose approval the viewer gives; assignees work for the receiving side. */
export function sideOf(role: LeadRole): LeadSide | null {
  if (role.isReceiver || role.isAssignee) return 'receiver';
  if (role.isSender || role.isReferral) return 'sender';
  return null;
}

export const isParty = (role: LeadRole): boolean => sideOf(role) !== null;

/**
 * SQL that is true when member `$user` is on the receiving side of lead `l`: the deal's author,
 * a deal manager, or the owner or a manager of the receiving company.
 */
export const RECEIVER_SIDE_SQL = (lead: string, user: string) => `(
  ${lead}.receiver_id = ${user}
  OR EXISTS (SELECT 1 FROM deals d WHERE d.id = ${lead}.deal_id AND d.author_id = ${user})
  OR EXISTS (SELECT 1 FROM deal_managers dm WHERE dm.deal_id = ${lead}.deal_id AND dm.user_id = ${user})
  OR EXISTS (SELECT 1 FROM companies c WHERE c.id = ${lead}.receiver_company_id AND c.owner_id = ${user})
  OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = ${lead}.receiver_company_id AND cm.user_id = ${user})
)`;

/** SQL that is true when member `$user` may see lead `l`: a party or an assigned manager. */
export const PARTY_SQL = (lead: string, user: string) => `(
  ${lead}.sender_id = ${user} OR ${lead}.referral_user_id = ${user}
  OR EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = ${lead}.id AND la.user_id = ${user})
  OR ${RECEIVER_SIDE_SQL(lead, user)}
)`;

export async function leadRole(db: Queryable, lead: LeadRow, userId: number): Promise<LeadRole> {
  const row = await first<{ is_receiver: boolean; is_assignee: boolean; is_lead_manager: boolean }>(
    db,
    `SELECT ${RECEIVER_SIDE_SQL('l', '$2')} AS is_receiver,
            EXISTS (SELECT 1 FROM lead_assignees la WHERE la.lead_id = l.id AND la.user_id = $2) AS is_assignee,
            (l.receiver_id = $2
              OR EXISTS (SELECT 1 FROM deals d WHERE d.id = l.deal_id AND d.author_id = $2)
              OR EXISTS (SELECT 1 FROM companies c WHERE c.id = l.receiver_company_id AND c.owner_id = $2)
              OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = l.receiver_company_id AND cm.user_id = $2 AND cm.is_lead_manager)
            ) AS is_lead_manager
       FROM leads l WHERE l.id = $1`,
    [lead.id, userId],
  );
  return {
    isSender: lead.sender_id === userId,
    isReferral: lead.referral_user_id === userId,
    isReceiver: row?.is_receiver ?? false,
    isAssignee: row?.is_assignee ?? false,
    isLeadManager: row?.is_lead_manager ?? false,
  };
}

export async function findLead(db: Queryable, id: number): Promise<LeadRow> {
  const lead = await first<LeadRow>(db, 'SELECT * FROM leads WHERE id = $1', [id]);
  if (!lead) throw notFound('lead');
  return lead;
}

/** The lead and how the viewer stands to it; 404 when unknown, 403 when the viewer is not a party. */
export async function leadForParty(db: Queryable, id: number, userId: number): Promise<{ lead: LeadRow; role: LeadRole; side: LeadSide }> {
  const lead = await findLead(db, id);
  const role = await leadRole(db, lead, userId);
  const side = sideOf(role);
  if (!side) throw forbidden(t('forbidden.lead_party'));
  return { lead, role, side };
}

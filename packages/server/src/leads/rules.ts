import { ApiError } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';

/** SPEC §4 lead statuses. */
export const LEAD_STATUSES = ['todo', 'in-progress', 'accepted', 'refused'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the member starts: buying an offer, selling to a demand, or referring someone to either. */
export const LEAD_TYPES = ['buy', 'sell', 'refer'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Kinds of task a lead's parties plan. */
export const LEAD_TASK_TYPES = ['call', 'email', 'meeting', 'follow-up', 'document', 'other'] as const;

/** The side of a lead a member works on: the one who sent it, or the deal's side that received it. */
export type LeadSide = 'sender' | 'receiver';

/** The state of a lead the status rules look at. */
export interface LeadProgress {
  status: LeadStatus;
  sender_approval: boolean;
  receiver_approval: boolean;
}

/** What a status request does once it is allowed. */
export type StatusOutcome = { kind: 'start' } | { kind: 'approve'; side: LeadSide; accepted: boolean } | { kind: 'refuse'; side: LeadSide };

const illegal = (message: Message) => new ApiError(409, 'illegal_transition', message);
const statusName = (status: LeadStatus) => t(`lead_status.${status}`);

export const isClosed = (status: LeadStatus): boolean => status === 'accepted' || status === 'refused';

/**
 * The referral desk's rules (docs/leads.md): the receiving side picks a lead up (todo → in-progress);
 * asking for `accepted` records the caller's side's approval and the lead is accepted once both sides
 * approved; either side may refuse an open lead; accepted and refused are final.
 */
export function decideStatus(lead: LeadProgress, wanted: LeadStatus, side: LeadSide): StatusOutcome {
  if (isClosed(lead.status)) throw illegal(t('lead.already_closed', { status: statusName(lead.status) }));
  if (wanted === lead.status) throw illegal(t('lead.already_status', { status: statusName(lead.status) }));
  switch (wanted) {
    case 'todo':
      throw illegal(t('lead.no_back_to_todo'));
    case 'in-progress':
      if (side !== 'receiver') throw illegal(t('lead.receiver_starts'));
      return { kind: 'start' };
    case 'accepted': {
      if (lead.status !== 'in-progress') throw illegal(t('lead.accept_after_start'));
      const approved = side === 'sender' ? lead.sender_approval : lead.receiver_approval;
      if (approved) throw illegal(t('lead.already_approved', { side: t(`lead_side.${other(side)}`) }));
      const otherApproved = side === 'sender' ? lead.receiver_approval : lead.sender_approval;
      return { kind: 'approve', side, accepted: otherApproved };
    }
    case 'refused':
      return { kind: 'refuse', side };
  }
}

/** The statuses a member of this side may ask for now (shown as the lead's next steps). */
export function nextStatuses(lead: LeadProgress, side: LeadSide): LeadStatus[] {
  return LEAD_STATUSES.filter((wanted) => {
    try {
      decideStatus(lead, wanted, side);
      return true;
    } catch {
      return false;
    }
  });
}

const other = (side: LeadSide): LeadSide => (side === 'sender' ? 'receiver' : 'sender');

/** Fields `POST /lead/edit/{id}` changes, and who may change each. */
export const EDITABLE_FIELDS = {
  text: { sides: ['sender', 'receiver'] },
  budget: { sides: ['sender'] },
  final_budget: { sides: ['sender', 'receiver'] },
  currency: { sides: ['sender', 'receiver'] },
} as const satisfies Record<string, { sides: readonly LeadSide[] }>;
export type EditableField = keyof typeof EDITABLE_FIELDS;

export const isEditableField = (field: string): field is EditableField => Object.hasOwn(EDITABLE_FIELDS, field);

/** Parses the text of an edit into the value stored, or throws 400 with why. */
export function parseFieldValue(field: EditableField, text: string): string | number | null {
  const trimmed = text.trim();
  if (field === 'text') {
    if (trimmed.length > 5000) throw new ApiError(400, 'validation_failed', t('lead.text_too_long'), { text: t('field.too_long') });
    return trimmed;
  }
  if (field === 'currency') {
    if (!/^[A-Za-z]{3}$/.test(trimmed))
      throw new ApiError(400, 'validation_failed', t('lead.currency_code'), { text: t('lead.currency_code_field') });
    return trimmed.toUpperCase();
  }
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || !Number.isFinite(amount) || amount > 999_999_999_999)
    throw new ApiError(400, 'validation_failed', t('lead.amount', { field: t(`lead_field.${field}`) }), { text: t('lead.amount_field') });
  return amount;
}

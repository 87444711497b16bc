import { ApiError } from '../http/errors.ts';

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

const illegal = (message: string) => new ApiError(409, 'illegal_transition', message);

export const isClosed = (status: LeadStatus): boolean => status === 'accepted' || status === 'refused';

/**
 * The referral desk's rules (docs/leads.md): the receiving side picks a lead up (todo → in-progress);
 * asking for `accepted` records the caller's side's approval and the lead is accepted once both sides
 * approved; either side may refuse an open lead; accepted and refused are final.
 */
export function decideStatus(lead: LeadProgress, wanted: LeadStatus, side: LeadSide): StatusOutcome {
  if (isClosed(lead.status)) throw illegal(`This lead is already ${lead.status}; its status no longer changes.`);
  if (wanted === lead.status) throw illegal(`This lead is already ${lead.status}.`);
  switch (wanted) {
    case 'todo':
      throw illegal('A lead never goes back to todo once work on it has started.');
    case 'in-progress':
      if (side !== 'receiver') throw illegal("Only the deal's side starts work on a lead (todo → in-progress).");
      return { kind: 'start' };
    case 'accepted': {
      if (lead.status !== 'in-progress') throw illegal('A lead is accepted only after work on it has started (in-progress).');
      const approved = side === 'sender' ? lead.sender_approval : lead.receiver_approval;
      if (approved) throw illegal(`Your side already approved this lead; it is accepted when the ${other(side)} side approves too.`);
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
    if (trimmed.length > 5000) throw new ApiError(400, 'validation_failed', 'The text is at most 5000 characters.', { text: 'Too long.' });
    return trimmed;
  }
  if (field === 'currency') {
    if (!/^[A-Za-z]{3}$/.test(trimmed))
      throw new ApiError(400, 'validation_failed', 'A currency is a three-letter code such as EUR.', { text: 'Not a currency code.' });
    return trimmed.toUpperCase();
  }
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed) || !Number.isFinite(amount) || amount > 999_999_999_999)
    throw new ApiError(400, 'validation_failed', `The ${field.replace('_', ' ')} is an amount such as 1500 or 1500.50.`, {
      text: 'Not an amount.',
    });
  return amount;
}

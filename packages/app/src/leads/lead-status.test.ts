import type { Lead, LeadStatus } from '@dealgrow/sdk';
import { describe, expect, it } from 'vitest';
import { allowedStatuses, type LeadSide, otherParty, statusActions, statusBadgeClass, waitsForOtherSide } from './lead-status.ts';

const progress = (status: LeadStatus, sender_approval = false, receiver_approval = false) => ({
  status,
  sender_approval,
  receiver_approval,
});

describe('allowedStatuses (the table in docs/leads.md)', () => {
  it.each<[string, ReturnType<typeof progress>, LeadSide, LeadStatus[]]>([
    ['todo: the deal side starts work or refuses', progress('todo'), 'receiver', ['in-progress', 'refused']],
    ['todo: the sender side may only refuse', progress('todo'), 'sender', ['refused']],
    ['in-progress: a side that has not approved approves or refuses', progress('in-progress'), 'sender', ['accepted', 'refused']],
    ['in-progress: the other side approved, this one still may', progress('in-progress', false, true), 'sender', ['accepted', 'refused']],
    ['in-progress: a side that already approved waits', progress('in-progress', true, false), 'sender', ['refused']],
    ['in-progress: the deal side that approved waits', progress('in-progress', false, true), 'receiver', ['refused']],
    ['accepted is final', progress('accepted', true, true), 'receiver', []],
    ['refused is final', progress('refused'), 'sender', []],
  ])('%s', (_case, lead, side, expected) => {
    expect(allowedStatuses(lead, side)).toEqual(expected);
  });

  it('never offers todo again nor the status the lead already has', () => {
    for (const status of ['todo', 'in-progress'] as const) {
      for (const side of ['sender', 'receiver'] as const) {
        const allowed = allowedStatuses(progress(status), side);
        expect(allowed).not.toContain('todo');
        expect(allowed).not.toContain(status);
      }
    }
  });
});

describe('statusActions', () => {
  const lead = (status: LeadStatus, side: LeadSide, next: LeadStatus[], approvals: [boolean, boolean] = [false, false]) => ({
    ...progress(status, ...approvals),
    viewer_side: side,
    next_statuses: next,
  });

  it('names the deal side’s buttons on a new lead: start work, refuse', () => {
    expect(statusActions(lead('todo', 'receiver', ['in-progress', 'refused']))).toEqual([
      { kind: 'start', status: 'in-progress' },
      { kind: 'refuse', status: 'refused' },
    ]);
  });

  it('approves while the other side has not, and accepts when the other side already approved', () => {
    expect(statusActions(lead('in-progress', 'receiver', ['accepted', 'refused'])).map((action) => action.kind)).toEqual([
      'approve',
      'refuse',
    ]);
    expect(statusActions(lead('in-progress', 'receiver', ['accepted', 'refused'], [true, false])).map((action) => action.kind)).toEqual([
      'accept',
      'refuse',
    ]);
  });

  it('shows only what both the server and the rules allow', () => {
    // The server knows rights the rules do not (e.g. a member of neither side): it can take buttons away.
    expect(statusActions(lead('todo', 'receiver', ['refused']))).toEqual([{ kind: 'refuse', status: 'refused' }]);
    // A stale or wrong answer never makes the sender side start work.
    expect(statusActions(lead('todo', 'sender', ['in-progress', 'refused']))).toEqual([{ kind: 'refuse', status: 'refused' }]);
    expect(statusActions(lead('accepted', 'sender', ['refused'], [true, true]))).toEqual([]);
  });
});

describe('waitsForOtherSide', () => {
  it('is true only while an open lead carries the viewer side’s approval alone', () => {
    expect(waitsForOtherSide({ ...progress('in-progress', true, false), viewer_side: 'sender' })).toBe(true);
    expect(waitsForOtherSide({ ...progress('in-progress', true, false), viewer_side: 'receiver' })).toBe(false);
    expect(waitsForOtherSide({ ...progress('accepted', true, true), viewer_side: 'sender' })).toBe(false);
  });
});

describe('statusBadgeClass (SPEC §9 colours)', () => {
  it('uses primary, orange, success and danger, and blue-grey for anything else', () => {
    expect(statusBadgeClass('todo')).toBe('lead-badge lead-badge--primary');
    expect(statusBadgeClass('in-progress')).toBe('lead-badge lead-badge--orange');
    expect(statusBadgeClass('accepted')).toBe('lead-badge lead-badge--success');
    expect(statusBadgeClass('refused')).toBe('lead-badge lead-badge--danger');
    expect(statusBadgeClass('archived')).toBe('lead-badge lead-badge--blue-grey');
  });
});

describe('otherParty', () => {
  const member = (id: number, username: string) => ({ id, username, firstName: username, lastName: 'Demo', profilePhotoUrl: '' });
  const parties: Pick<Lead, 'sender' | 'receiver' | 'referral_user'> = {
    sender: member(1, 'james'),
    receiver: member(2, 'ada'),
    referral_user: member(3, 'claire'),
  };

  it('is the sender for the deal side and for a referred member, the deal owner for the sender', () => {
    expect(otherParty({ ...parties, viewer_side: 'receiver' }, 2)?.username).toBe('james');
    expect(otherParty({ ...parties, viewer_side: 'sender' }, 3)?.username).toBe('james');
    expect(otherParty({ ...parties, viewer_side: 'sender' }, 1)?.username).toBe('ada');
  });
});

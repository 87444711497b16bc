import { describe, expect, it } from 'vitest';
import type { Lead } from '../resources/leads.ts';
import { leadStatusColor } from '../resources/leads.ts';
import { createDealgrowState } from './index.ts';

const lead = (id: number, status: Lead['status'] = 'todo') => ({ id, status, text: `lead ${id}` }) as Lead;

describe('lead slice', () => {
  it('keeps a page per dashboard list with its total, and the loading flag', () => {
    const state = createDealgrowState();
    state.lead.getState().setListLoading('sent', true);
    expect(state.lead.getState().lists.sent.loading).toBe(true);
    state.lead.getState().setPage('sent', { items: [lead(1), lead(2)], total: 7, page: 2, limit: 5 });
    expect(state.lead.getState().lists.sent).toEqual({ items: [lead(1), lead(2)], total: 7, page: 2, loading: false });
    expect(state.lead.getState().lists.received.items).toEqual([]);
  });

  it('shows a changed lead everywhere, removes a deleted one, and logout empties it all', () => {
    const state = createDealgrowState();
    const slice = state.lead.getState();
    slice.setPage('sent', { items: [lead(1), lead(2)], total: 2, page: 1, limit: 5 });
    slice.setPage('deal', { items: [lead(2)], total: 1, page: 1, limit: 5 });
    slice.setOpenLead({ ...lead(2), tasks: [], comments: [], files: [], activities: [], assignees: [] } as never);
    slice.updateLead(lead(2, 'in-progress'));
    expect(state.lead.getState().lists.deal.items[0]?.status).toBe('in-progress');
    expect(state.lead.getState().openLead?.status).toBe('in-progress');
    expect(state.lead.getState().openLead?.tasks).toEqual([]);
    slice.removeLead(2);
    expect(state.lead.getState().lists.sent).toMatchObject({ items: [lead(1)], total: 1 });
    expect(state.lead.getState().lists.deal).toMatchObject({ items: [], total: 0 });
    expect(state.lead.getState().openLead).toBeNull();
    state.logout();
    expect(state.lead.getState().lists.sent).toEqual({ items: [], page: 1, total: 0, loading: false });
  });

  it('colours statuses as SPEC §9 says, blue-grey for anything else', () => {
    expect(['todo', 'in-progress', 'accepted', 'refused', 'archived'].map(leadStatusColor)).toEqual([
      'primary',
      'orange',
      'success',
      'danger',
      'blue-grey',
    ]);
  });
});

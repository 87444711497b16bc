import type { Lead, LeadDetails } from '../resources/leads.ts';
import type { Page } from '../transport/paging.ts';
import { createSlice } from './slice.ts';

/** SPEC §2 lead dashboard tabs: sent, received, deal, assigned. */
export const LEAD_DASHBOARD_LISTS = ['sent', 'received', 'deal', 'assigned'] as const;
export type LeadDashboardList = (typeof LEAD_DASHBOARD_LISTS)[number];

export interface LeadList {
  items: Lead[];
  page: number;
  total: number;
  loading: boolean;
}

export interface LeadData {
  lists: Record<LeadDashboardList, LeadList>;
  /** The lead page open now. */
  openLead: LeadDetails | null;
  loadingLead: boolean;
}

export interface LeadActions {
  setListLoading(list: LeadDashboardList, loading: boolean): void;
  /** Keeps a page the server answered; a page replaces the list's items (the dashboard pages, it does not scroll). */
  setPage(list: LeadDashboardList, page: Page<Lead>): void;
  setOpenLead(lead: LeadDetails | null): void;
  setLoadingLead(loading: boolean): void;
  /** A lead changed (status, edit): every list holding it and the open lead show the new version. */
  updateLead(lead: Lead): void;
  /** A lead was deleted: it leaves every list and the totals drop by one. */
  removeLead(id: number): void;
}

export type LeadState = LeadData & LeadActions;

const emptyList = (): LeadList => ({ items: [], page: 1, total: 0, loading: false });

export function createLeadSlice() {
  return createSlice<LeadData, LeadActions>(
    () => ({
      lists: { sent: emptyList(), received: emptyList(), deal: emptyList(), assigned: emptyList() },
      openLead: null,
      loadingLead: false,
    }),
    (set) => {
      const mapLists = (lists: LeadData['lists'], change: (list: LeadList) => LeadList) =>
        Object.fromEntries(LEAD_DASHBOARD_LISTS.map((name) => [name, change(lists[name])])) as LeadData['lists'];
      return {
        setListLoading: (list, loading) => set((state) => ({ lists: { ...state.lists, [list]: { ...state.lists[list], loading } } })),
        setPage: (list, page) =>
          set((state) => ({
            lists: { ...state.lists, [list]: { items: page.items, page: page.page, total: page.total, loading: false } },
          })),
        setOpenLead: (openLead) => set({ openLead, loadingLead: false }),
        setLoadingLead: (loadingLead) => set({ loadingLead }),
        updateLead: (lead) =>
          set((state) => ({
            lists: mapLists(state.lists, (list) => ({ ...list, items: list.items.map((item) => (item.id === lead.id ? lead : item)) })),
            openLead: state.openLead?.id === lead.id ? { ...state.openLead, ...lead } : state.openLead,
          })),
        removeLead: (id) =>
          set((state) => ({
            lists: mapLists(state.lists, (list) =>
              list.items.some((item) => item.id === id)
                ? { ...list, items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) }
                : list,
            ),
            openLead: state.openLead?.id === id ? null : state.openLead,
          })),
      };
    },
  );
}

import type { BusinessOffer, Education, Experience, ProfileInfo, ProfileVisit, Recommendation, UsersResource } from '../resources/users.ts';
import type { Page } from '../transport/paging.ts';
import { createSlice } from './slice.ts';

/** What an experience or an education is ordered by. */
export interface Span {
  end_date_year?: number | null;
  end_date_month?: number | null;
}

/**
 * SPEC §4: current ones (no end year) first, then by end year and month descending; a year without a month
 * comes after that year's months. Equal ones keep the server's order (their `position`).
 */
export function sortBySpan<T extends Span>(items: readonly T[]): T[] {
  const rank = (item: T) => (item.end_date_year == null ? Number.POSITIVE_INFINITY : item.end_date_year * 13 + (item.end_date_month ?? 0));
  return [...items].sort((a, b) => rank(b) - rank(a));
}

export interface SectionList<T> {
  items: T[];
  loading: boolean;
}

export interface VisitList extends SectionList<ProfileVisit> {
  page: number;
  total: number;
  /** Why the last load failed; the list is then empty (SPEC §8). */
  error: string | null;
}

export interface UserSectionData {
  /** The profile on screen (the whole of it, `GET /users/profile/{id}/info`), or null before one loads. */
  profile: ProfileInfo | null;
  loadingProfile: boolean;
  /** Why the profile could not be loaded. */
  profileError: string | null;
  experiences: SectionList<Experience>;
  educations: SectionList<Education>;
  businessOffers: SectionList<BusinessOffer>;
  recommendations: SectionList<Recommendation>;
  skills: SectionList<string>;
  interests: SectionList<string>;
  /** Who viewed my profile. */
  visits: VisitList;
}

/** The sections edited one item at a time. */
export type ItemSection = 'experiences' | 'educations' | 'businessOffers' | 'recommendations';
export interface SectionItems {
  experiences: Experience;
  educations: Education;
  businessOffers: BusinessOffer;
  recommendations: Recommendation;
}
export type SectionName = ItemSection | 'skills' | 'interests' | 'visits';

export interface UserSectionActions {
  setLoadingProfile(loading: boolean): void;
  /** Keeps a profile the server answered: its sections fill their lists (experiences and educations sorted). */
  setProfile(profile: ProfileInfo | null): void;
  setProfileError(message: string): void;
  /** Loads a member's whole profile through the SDK. */
  loadProfile(idOrUsername: string | number, users: Pick<UsersResource, 'userProfileInfo'>): Promise<void>;
  setLoading(section: SectionName, loading: boolean): void;
  /** An item added or changed (the server's answer): it replaces the one with its id, or joins the list; order is kept per section. */
  saveItem<K extends ItemSection>(section: K, item: SectionItems[K]): void;
  removeItem(section: ItemSection, id: number): void;
  /** The whole list the server kept (skills and interests are sent as a list, SPEC §5). */
  setNames(section: 'skills' | 'interests', names: string[]): void;
  /** A page of visits: page 1 replaces the list, later pages append. */
  receiveVisits(page: Page<ProfileVisit>): void;
  /** A failed load of the visits: the list shows empty (SPEC §8). */
  setVisitsError(message: string): void;
}

export type UserSectionState = UserSectionData & UserSectionActions;

const list = <T>(items: T[] = []): SectionList<T> => ({ items, loading: false });
const ordered = <K extends ItemSection>(section: K, items: SectionItems[K][]): SectionItems[K][] =>
  section === 'experiences' || section === 'educations' ? (sortBySpan(items as (Experience | Education)[]) as SectionItems[K][]) : items;

const initial = (): UserSectionData => ({
  profile: null,
  loadingProfile: false,
  profileError: null,
  experiences: list(),
  educations: list(),
  businessOffers: list(),
  recommendations: list(),
  skills: list(),
  interests: list(),
  visits: { ...list(), page: 0, total: 0, error: null },
});

/** SPEC §3 `userSection`: the profile on screen and its sections, and who viewed mine. */
export function createUserSectionSlice() {
  return createSlice<UserSectionData, UserSectionActions>(initial, (set, get) => ({
    setLoadingProfile: (loadingProfile) => set({ loadingProfile }),
    setProfile: (profile) =>
      set(
        profile
          ? {
              profile,
              loadingProfile: false,
              profileError: null,
              experiences: list(sortBySpan(profile.experiences)),
              educations: list(sortBySpan(profile.educations)),
              businessOffers: list(profile.businessOffers),
              recommendations: list(profile.recommendations),
              skills: list(profile.skills),
              interests: list(profile.interests),
            }
          : { ...initial(), visits: get().visits },
      ),
    setProfileError: (profileError) => set({ ...initial(), visits: get().visits, profileError }),
    async loadProfile(idOrUsername, users) {
      get().setLoadingProfile(true);
      const result = await users.userProfileInfo(idOrUsername);
      if (result.success) get().setProfile(result.data);
      else get().setProfileError(result.error.message);
    },
    setLoading: (section, loading) => set((state) => ({ [section]: { ...state[section], loading } })),
    saveItem: (section, item) =>
      set((state) => {
        const items = state[section].items as SectionItems[typeof section][];
        const known = items.some((entry) => entry.id === item.id);
        const next = known ? items.map((entry) => (entry.id === item.id ? item : entry)) : [...items, item];
        return { [section]: { items: ordered(section, next), loading: false } };
      }),
    removeItem: (section, id) =>
      set((state) => ({
        [section]: { items: (state[section].items as { id: number }[]).filter((entry) => entry.id !== id), loading: false },
      })),
    setNames: (section, names) => set({ [section]: list(names) }),
    receiveVisits: (page) =>
      set((state) => ({
        visits: {
          items: page.page <= 1 ? page.items : [...state.visits.items, ...page.items],
          page: page.page,
          total: page.total,
          loading: false,
          error: null,
        },
      })),
    setVisitsError: (error) => set({ visits: { ...list(), page: 0, total: 0, error } }),
  }));
}

import type { SessionUser } from '../resources/users.ts';
import { createSlice } from './slice.ts';

/** The image shown for a member without a photo (SPEC §3): a self-contained SVG, so it works offline and under any CSP that allows data: images. */
export const DEFAULT_PROFILE_PHOTO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"%3E%3Crect width="128" height="128" fill="%23E8E4FB"/%3E%3Ccircle cx="64" cy="50" r="24" fill="%238A2BE2" opacity=".55"/%3E%3Cpath d="M20 118c4-26 22-40 44-40s40 14 44 40" fill="%238A2BE2" opacity=".55"/%3E%3C/svg%3E';

/** The logged-out member (SPEC §3): id -1 and the default photo. */
export const LOGGED_OUT_USER: SessionUser = {
  id: -1,
  email: '',
  username: '',
  firstName: '',
  lastName: '',
  profilePhotoUrl: DEFAULT_PROFILE_PHOTO,
  jobTitle: null,
  companyName: null,
  bio: null,
  lang: 'en',
  authorized_companies: [],
  lead_manager_companies: [],
  authorized_deals: [],
  authorized_deals_total: 0,
  stripe_account_id: null,
  stripe_account_enabled: false,
  stripe_business_type: null,
  stripe_account_name: null,
  has_expired_deal_membership: false,
  country: null,
  is_email_verified: false,
  status: 'pending',
  verification_token: null,
  verification_email_sent: false,
};

export interface UserData {
  user: SessionUser;
  /** The push-notification subscription id, sent to the server when non-empty. */
  pushSubscriptionId: string;
  loading: boolean;
}

export interface UserActions {
  /** Keeps the member the server answered with; null goes back to the logged-out member. */
  setUser(user: SessionUser | null): void;
  patchUser(changes: Partial<SessionUser>): void;
  setPushSubscriptionId(id: string): void;
  setLoading(loading: boolean): void;
}

export type UserState = UserData & UserActions;

/** True when the state holds a signed-in member. */
export const isSignedIn = (state: Pick<UserData, 'user'>): boolean => state.user.id !== -1;

export function createUserSlice() {
  return createSlice<UserData, UserActions>(
    () => ({ user: LOGGED_OUT_USER, pushSubscriptionId: '', loading: false }),
    (set) => ({
      setUser: (user) =>
        set({ user: user ? { ...user, profilePhotoUrl: user.profilePhotoUrl || DEFAULT_PROFILE_PHOTO } : LOGGED_OUT_USER }),
      patchUser: (changes) => set((state) => ({ user: { ...state.user, ...changes } })),
      setPushSubscriptionId: (pushSubscriptionId) => set({ pushSubscriptionId }),
      setLoading: (loading) => set({ loading }),
    }),
  );
}

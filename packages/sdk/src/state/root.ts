import { createAppSlice } from './app.ts';
import { createCompanySlice } from './company.ts';
import { createDealSlice } from './deal.ts';
import { createFeedSlice } from './feed.ts';
import { createLeadSlice } from './lead.ts';
import { createNetworkSlice } from './network.ts';
import type { Slice } from './slice.ts';
import { createUserSlice } from './user.ts';
import { createUserSectionSlice } from './user-section.ts';

/**
 * The slices of SPEC §3 every screen may need, created with the state. A capability's own slice that only its screens
 * read (message) is created by `slice()` the first time it is asked for, so its code loads with those screens; logout
 * resets it with the rest.
 */
function createSlices() {
  return {
    user: createUserSlice(),
    app: createAppSlice(),
    lead: createLeadSlice(),
    deal: createDealSlice(),
    userSection: createUserSectionSlice(),
    network: createNetworkSlice(),
    feed: createFeedSlice(),
    company: createCompanySlice(),
  };
}

export type DealgrowSlices = ReturnType<typeof createSlices>;

export type DealgrowState = DealgrowSlices & {
  /** SPEC §3: logout clears every slice. */
  logout(): void;
  /** Adds a slice of the embedding app's own, reset with the others on logout. */
  register<S>(name: string, slice: Slice<S>): Slice<S>;
  /** The slice registered under `name`, made by `create` the first time it is asked for (e.g. `messageSlice(state)`). */
  slice<S>(name: string, create: () => Slice<S>): Slice<S>;
};

export function createDealgrowState(): DealgrowState {
  const slices = createSlices();
  const extra = new Map<string, Slice<unknown>>();
  return {
    ...slices,
    logout() {
      for (const slice of Object.values(slices)) slice.reset();
      for (const slice of extra.values()) slice.reset();
    },
    register(name, slice) {
      extra.set(name, slice as Slice<unknown>);
      return slice;
    },
    slice<S>(name: string, create: () => Slice<S>) {
      const made = extra.get(name) as Slice<S> | undefined;
      if (made) return made;
      const slice = create();
      extra.set(name, slice as Slice<unknown>);
      return slice;
    },
  };
}

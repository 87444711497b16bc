import { describe, expect, it } from 'vitest';
import { createDealgrowState, DEFAULT_PROFILE_PHOTO, isSignedIn, LOGGED_OUT_USER } from './index.ts';
import { createSlice } from './slice.ts';

describe('client state', () => {
  it('starts logged out: user id -1 with the default photo', () => {
    const state = createDealgrowState();
    expect(state.user.getState().user.id).toBe(-1);
    expect(state.user.getState().user.profilePhotoUrl).toBe(DEFAULT_PROFILE_PHOTO);
    expect(isSignedIn(state.user.getState())).toBe(false);
  });

  it('keeps the signed-in member, with the default photo when they have none', () => {
    const state = createDealgrowState();
    state.user.getState().setUser({ ...LOGGED_OUT_USER, id: 7, username: 'ada', profilePhotoUrl: '', lang: 'fr' });
    expect(state.user.getState().user).toMatchObject({ id: 7, username: 'ada', lang: 'fr', profilePhotoUrl: DEFAULT_PROFILE_PHOTO });
    expect(isSignedIn(state.user.getState())).toBe(true);
  });

  it('logout resets every slice, registered ones too, and keeps their actions', () => {
    const state = createDealgrowState();
    const extra = state.register(
      'notes',
      createSlice<{ notes: string[] }, { add(note: string): void }>(
        () => ({ notes: [] as string[] }),
        (set) => ({ add: (note: string) => set((s) => ({ notes: [...s.notes, note] })) }),
      ),
    );
    state.user.getState().setUser({ ...LOGGED_OUT_USER, id: 3 });
    state.user.getState().setPushSubscriptionId('push-1');
    state.app.getState().setLang('tr');
    state.app.getState().setVersion('1.2.3');
    extra.getState().add('hello');
    state.logout();
    expect(state.user.getState().user.id).toBe(-1);
    expect(state.user.getState().pushSubscriptionId).toBe('');
    expect(state.app.getState()).toMatchObject({ lang: 'en', version: null });
    expect(extra.getState().notes).toEqual([]);
    extra.getState().add('again');
    expect(extra.getState().notes).toEqual(['again']);
  });
});

export type { AppActions, AppData, AppState, Language } from './app.ts';
export { createAppSlice, LANGUAGES } from './app.ts';
export type { DealgrowSlices, DealgrowState } from './root.ts';
export { createDealgrowState } from './root.ts';
export type { Slice } from './slice.ts';
export { createSlice } from './slice.ts';
export type { UserActions, UserData, UserState } from './user.ts';
export { createUserSlice, DEFAULT_PROFILE_PHOTO, isSignedIn, LOGGED_OUT_USER } from './user.ts';

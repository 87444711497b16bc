import { describe, expect, it, vi } from 'vitest';
import type { Education, Experience, ProfileInfo, ProfileVisit, UsersResource } from '../resources/users.ts';
import type { ApiResult } from '../transport/result.ts';
import { createUserSectionSlice, sortBySpan } from './user-section.ts';

type Dates = Pick<Experience, 'end_date_year' | 'end_date_month'>;
const span = (id: number, end_date_year: number | null, end_date_month: number | null = null) => ({ id, end_date_year, end_date_month });

/** Casts test fixtures that carry only the fields a rule reads. */
const asExperience = (item: Dates & { id: number }) => item as Experience;
const asEducation = (item: Dates & { id: number }) => item as Education;

describe('sortBySpan (SPEC §4: current first, then by end year and month, newest first)', () => {
  it('puts the ones without an end year first, then the latest end dates', () => {
    const sorted = sortBySpan([span(1, 2019, 6), span(2, null), span(3, 2021, 2), span(4, 2021, 11), span(5, null, 4), span(6, 2021)]);
    expect(sorted.map((item) => item.id)).toEqual([2, 5, 4, 3, 6, 1]);
  });

  it('keeps the server order (position) between equal ones, and does not change its input', () => {
    const input = [span(1, 2020, 5), span(2, 2020, 5), span(3, null)];
    expect(sortBySpan(input).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(input.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

const profile = (fields: Partial<ProfileInfo>) =>
  ({
    id: 7,
    username: 'ada',
    experiences: [],
    educations: [],
    skills: [],
    interests: [],
    businessOffers: [],
    recommendations: [],
    ...fields,
  }) as unknown as ProfileInfo;

describe('userSection slice', () => {
  it('keeps a loaded profile with its experiences and educations sorted, each section with its loading flag', async () => {
    const slice = createUserSectionSlice();
    let answer: (value: ApiResult<ProfileInfo>) => void = () => undefined;
    const users = { userProfileInfo: vi.fn(() => new Promise((resolve) => (answer = resolve))) } as unknown as Pick<
      UsersResource,
      'userProfileInfo'
    >;
    const loading = slice.getState().loadProfile('ada', users);
    expect(slice.getState().loadingProfile).toBe(true);
    answer({
      data: profile({
        experiences: [asExperience(span(1, 2018, 3)), asExperience(span(2, null)), asExperience(span(3, 2022, 1))],
        educations: [asEducation(span(4, 2010, 6)), asEducation(span(5, null))],
        skills: ['Logistics', 'Sourcing'],
      }),
      success: true,
      status: 200,
      statusText: 'OK',
    });
    await loading;
    const state = slice.getState();
    expect(state.loadingProfile).toBe(false);
    expect(state.experiences.items.map((item) => item.id)).toEqual([2, 3, 1]);
    expect(state.educations.items.map((item) => item.id)).toEqual([5, 4]);
    expect(state.skills.items).toEqual(['Logistics', 'Sourcing']);
    slice.getState().setLoading('experiences', true);
    expect(slice.getState().experiences.loading).toBe(true);
    expect(slice.getState().educations.loading).toBe(false);
  });

  it('keeps the order when an experience is added, changed or removed', () => {
    const slice = createUserSectionSlice();
    slice.getState().setProfile(profile({ experiences: [asExperience(span(1, 2018)), asExperience(span(2, 2022, 4))] }));
    slice.getState().saveItem('experiences', asExperience(span(3, null)));
    expect(slice.getState().experiences.items.map((item) => item.id)).toEqual([3, 2, 1]);
    // Job 1 goes on: now current, it moves up.
    slice.getState().saveItem('experiences', asExperience(span(1, null)));
    expect(slice.getState().experiences.items.map((item) => item.id)).toEqual([3, 1, 2]);
    slice.getState().removeItem('experiences', 3);
    expect(slice.getState().experiences.items.map((item) => item.id)).toEqual([1, 2]);
    slice.getState().saveItem('educations', asEducation(span(9, 2001)));
    slice.getState().saveItem('educations', asEducation(span(8, null)));
    expect(slice.getState().educations.items.map((item) => item.id)).toEqual([8, 9]);
  });

  it('shows a profile that failed to load as nothing, with the reason, and failed visits as an empty list (SPEC §8)', () => {
    const slice = createUserSectionSlice();
    slice.getState().setProfile(profile({ skills: ['Logistics'] }));
    slice.getState().setProfileError('This member could not be found.');
    expect(slice.getState()).toMatchObject({ profile: null, profileError: 'This member could not be found.', skills: { items: [] } });
    const visit = { visitor: { id: 3 }, visited_at: '2025-03-01T09:00:00.000Z' } as unknown as ProfileVisit;
    slice.getState().receiveVisits({ items: [visit], total: 3, page: 1, limit: 1 });
    slice.getState().receiveVisits({ items: [visit], total: 3, page: 2, limit: 1 });
    expect(slice.getState().visits).toMatchObject({ page: 2, total: 3, loading: false });
    expect(slice.getState().visits.items).toHaveLength(2);
    slice.getState().setVisitsError('Could not reach the Dealgrow API.');
    expect(slice.getState().visits).toEqual({ items: [], page: 0, total: 0, loading: false, error: 'Could not reach the Dealgrow API.' });
  });
});

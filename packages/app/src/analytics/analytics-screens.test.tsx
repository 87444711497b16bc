import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/analytics/en.ts';
import fr from '../i18n/locales/analytics/fr.ts';
import tr from '../i18n/locales/analytics/tr.ts';
import { type Call, openApp, said } from '../network/test-app.tsx';
import { analyticsFixture } from './analytics-fixture.ts';
import { analyticsCsv, CSV_COLUMNS, csvFileName } from './csv.ts';

// The company screen, the panel and its charts load lazily: imported once here, under the hook's own timeout.
beforeAll(async () => {
  await Promise.all([
    import('../companies/company-screen.tsx'),
    import('./analytics-panel.tsx'),
    import('../i18n/locales/analytics/en.ts'),
  ]);
});

afterEach(cleanup);

const stamp = '2026-01-02T10:00:00.000Z';
const companyOf = (change: Record<string, unknown>) => ({
  id: 5,
  name: 'Ada Trading',
  slug: 'ada-trading',
  logo: null,
  cover_image: null,
  type: null,
  about: null,
  website: null,
  location: null,
  industry: null,
  founded_year: null,
  size: null,
  profile_picture_visibility: 'public',
  followers: 1,
  isFollower: false,
  isManager: false,
  isOwner: false,
  userMembership: null,
  created_at: stamp,
  ...change,
});

/** Every leaf of a strings tree as `dotted.key: text`. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the Analytics tab of a company page', () => {
  it('shows managers the totals, a line and bars with a table each, the top posts and visitors; the range asks again', async () => {
    const { calls } = await openApp('/companies/ada-trading?tab=analytics', (call: Call) => {
      const range = /^\/company\/5\/analytics\?range=(7|30|90)$/.exec(call.path);
      if (range) return { status: 200, body: analyticsFixture({ type: 'company', id: 5 }, Number(range[1]) as 7 | 30 | 90) };
      return { status: 200, body: companyOf({ isManager: true, isOwner: true }) };
    });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Analytics');
    expect(await within(panel).findByRole('heading', { name: 'Followers over time' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(
      within(panel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual([
      expect.stringMatching(/^Followers over time, from .+: 40 to 69\.$/),
      expect.stringMatching(/^Post impressions per day from .+: \d+ in all, at most \d+ in a day\.$/),
    ]);
    // A table under each chart, the top posts' and the visitors' three.
    expect(within(panel).getAllByRole('table')).toHaveLength(6);
    expect(within(panel).getByRole('cell', { name: '120' })).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByRole('rowheader', { name: 'Lyon' })).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByRole('rowheader', { name: '11-50 employees' })).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByText('Showroom visits')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(within(panel).getByRole('radio', { name: '7 days' }));
    });
    await waitFor(() => expect(said(calls)).toContain('GET /company/5/analytics?range=7'));
    expect(said(calls)).toContain('GET /company/5/analytics?range=30');
  });

  it('is not offered to a visitor who does not manage the company', async () => {
    const { calls } = await openApp('/companies/ada-trading?tab=analytics', () => ({ status: 200, body: companyOf({}) }));
    await screen.findByRole('tabpanel');
    expect(screen.queryByRole('tab', { name: 'Analytics' })).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('About');
    expect(said(calls).some((call) => call.includes('/analytics'))).toBe(false);
  });
});

describe('the analytics CSV and strings', () => {
  it('writes one row a day of both periods, with the period first', () => {
    const answer = analyticsFixture({ type: 'club', id: 3 }, 7);
    const lines = analyticsCsv(answer).trimEnd().split('\r\n');
    expect(lines[0]).toBe(['period', ...CSV_COLUMNS].join(','));
    expect(lines).toHaveLength(15);
    expect(lines[1]?.startsWith(`previous,${answer.previous_days[0]?.day},`)).toBe(true);
    expect(lines[14]?.startsWith(`current,${answer.to},${answer.days.at(-1)?.audience},`)).toBe(true);
    expect(csvFileName(answer)).toBe('club-3-analytics-7d-2026-12-02.csv');
  });

  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s has exactly the English keys, translated, with the same placeholders', (_lang, strings) => {
    const english = new Map(leaves(en));
    const translated = new Map(leaves(strings));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(translated.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

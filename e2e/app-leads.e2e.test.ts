import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../packages/sdk/src/index.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

const apiAs = (username: string) => demoMemberClient(suite.product, username);

/** A browser tab signed in as a demo member. */
async function tabAs(username: string): Promise<Page> {
  return suite.pageAs(username, { acceptDownloads: true });
}

const rows = (page: Page) => page.locator('#lead-tab-panel .lead-row');

/** The demo lead sofia sent on ada's Northwind offer (todo until a test works it). */
async function sofiasLead(): Promise<Lead> {
  const { client } = await apiAs('ada');
  const received = await client.leads.received({ limit: 100 });
  const lead = received.data?.items.find((item) => item.sender.username === 'sofia');
  if (!lead) throw new Error('the demo data has no lead from sofia');
  return lead;
}

describe('leads in the app', () => {
  it('shows the four dashboard tabs with status badges, paged 5 at a time', async () => {
    // Six more leads on ada's offer: with the two demo leads, her received list spans two pages.
    const { client: ada } = await apiAs('ada');
    const demo = (await ada.leads.received({ limit: 100 })).data?.items ?? [];
    const offer = (await sofiasLead()).deal;
    const memberId = (username: string) =>
      demo.flatMap((lead) => [lead.sender, lead.referral_user]).find((member) => member?.username === username)?.id ?? 0;
    const base = { deal_id: offer.id, budget: 1000, currency: 'EUR' };
    for (const username of ['mehmet', 'james', 'claire']) {
      const created = await (await apiAs(username)).client.leads.create({ ...base, type: 'buy', text: `${username} buys` });
      expect(created.error).toBeUndefined();
    }
    const { client: mehmet } = await apiAs('mehmet');
    for (const referred of ['sofia', 'james', 'claire']) {
      const created = await mehmet.leads.create({ ...base, type: 'refer', referral_user_id: memberId(referred), text: `For ${referred}` });
      expect(created.error).toBeUndefined();
    }

    const page = await tabAs('ada');
    await page.goto(`${suite.product.appUrl}/`);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Leads' }).click();
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();

    // Sent: ada's accepted sale to Anatolia, its badge in the success colour.
    await expect.poll(() => rows(page).count()).toBe(1);
    const sent = rows(page).first();
    const sale = (await ada.leads.sent()).data?.items[0];
    expect(sale?.status).toBe('accepted');
    expect(await sent.locator('.lead-row__deal').textContent()).toBe(sale?.deal.title);
    expect(await sent.textContent()).toContain('Sell');
    expect(await sent.locator('.lead-badge').getAttribute('class')).toContain('lead-badge--success');
    expect(await sent.textContent()).toContain('Mehmet Yılmaz');
    expect(await sent.textContent()).toContain('€60,000');

    // Received: 8 leads, 5 on the first page, 3 on the second.
    await page.getByRole('tab', { name: 'Received' }).click();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await rows(page).count()).toBe(5);
    expect(await page.getByText('8 leads').count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(page.url()).toContain('tab=received&page=2');
    // The oldest demo leads are last: sofia's todo (primary) and james's referral in progress (orange).
    const badges = await rows(page)
      .locator('.lead-badge')
      .evaluateAll((spans) => spans.map((span) => span.className));
    expect(badges).toContain('lead-badge lead-badge--primary');
    expect(badges).toContain('lead-badge lead-badge--orange');
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Deal: the leads on one of ada's deals, picked from her deals.
    await page.getByRole('tab', { name: 'Deal' }).click();
    await page.selectOption('#lead-deal', String(offer.id));
    await page.getByText('Page 1 of 2').waitFor();
    expect(await rows(page).count()).toBe(5);

    // Assigned: nothing, said in words.
    await page.getByRole('tab', { name: 'Assigned' }).click();
    await page.getByText('No lead is assigned to you.').waitFor();
    expect(await rows(page).count()).toBe(0);

    // The same dashboard in French.
    await page.goto(`${suite.product.appUrl}/fr/leads?tab=received`);
    await page.getByRole('tab', { name: 'Reçues' }).waitFor();
    await page.getByText('Page 1 sur 2').waitFor();
  });

  it('works a lead: task, comment, file, a status move, and the server’s 409 on a move no longer allowed', async () => {
    const lead = await sofiasLead();
    expect(lead.status).toBe('todo');
    const page = await tabAs('ada');
    await page.goto(`${suite.product.appUrl}/leads/${lead.id}`);
    await page.getByRole('heading', { level: 1, name: `Lead #${lead.id}` }).waitFor();
    expect(await page.locator('[data-field="sender"]').textContent()).toBe('Sofia Rossi');
    expect(await page.locator('[data-field="side"]').textContent()).toBe('Deal side');

    // A task, added and ticked done.
    await page.fill('#lead-task-text', 'Prepare a quote for 3,000 boxes');
    await page.selectOption('#lead-task-type', 'document');
    await page.getByRole('button', { name: 'Add task' }).click();
    const task = page.locator('.lead-item[data-task-id]', { hasText: 'Prepare a quote for 3,000 boxes' });
    await task.waitFor();
    expect(await task.getAttribute('data-done')).toBe('false');
    // The box follows the server: it turns checked once the toggle is answered.
    await task.getByRole('checkbox').click();
    await page.locator('.lead-item[data-done="true"]', { hasText: 'Prepare a quote' }).waitFor();

    // A comment with a file, then the file downloaded back.
    await page.fill('#lead-comment-text', 'The quote follows this week.');
    await page.setInputFiles('#lead-comment-file', {
      name: 'quote.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('3,000 boxes: 9,000 EUR\n'),
    });
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comment = page.locator('.lead-item[data-comment-id]', { hasText: 'The quote follows this week.' });
    await comment.waitFor();
    const download = page.waitForEvent('download');
    await comment.getByRole('button', { name: /Download quote\.txt/ }).click();
    expect((await download).suggestedFilename()).toBe('quote.txt');

    // A file uploaded to the lead.
    await page.setInputFiles('#lead-file-input', { name: 'sizes.csv', mimeType: 'text/csv', buffer: Buffer.from('size,width\nM,30\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.locator('.lead-item[data-file-id]', { hasText: 'sizes.csv' }).waitFor();

    // Only the deal side picks a lead up: ada starts work.
    await page.locator('[data-action="start"]').click();
    await page.getByRole('status').getByText('The lead is now In progress.').waitFor();
    await page.locator('section[data-status="in-progress"]').waitFor();
    await page.locator('.lead-item[data-action="started"]', { hasText: 'Ada Laurent started work' }).waitFor();
    expect(await page.locator('.lead-item[data-action="task_created"]').count()).toBe(1);

    // Meanwhile ada approves from another device; this page still offers "Approve", and the server refuses it.
    const { client: ada } = await apiAs('ada');
    expect((await ada.leads.changeStatus(lead.id, 'accepted')).success).toBe(true);
    await page.locator('[data-action="approve"]').click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Your side already approved this lead' });
    await refusal.waitFor();

    // Read again, the page shows who approved, and waits on the other side.
    await page.reload();
    await page.locator('[data-approval="receiver"]', { hasText: 'Approved by Ada Laurent' }).waitFor();
    expect(await page.locator('[data-approval="sender"]').textContent()).toContain('Not approved yet');
    await page.getByText('Your side approved; waiting for the other side.').waitFor();
    expect(await page.locator('[data-action="approve"]').count()).toBe(0);
  });

  it('shows the server’s 403 to a stranger and its 404 for an unknown lead', async () => {
    const lead = await sofiasLead();
    const page = await tabAs('claire');
    await page.goto(`${suite.product.appUrl}/leads/${lead.id}`);
    const forbidden = page.locator('[role="alert"][data-status="403"]');
    await forbidden.waitFor();
    expect((await forbidden.textContent())?.length).toBeGreaterThan(0);

    await page.goto(`${suite.product.appUrl}/leads/999999`);
    await page.locator('[role="alert"][data-status="404"]').waitFor();
    await page.getByRole('heading', { level: 1, name: 'This lead could not be shown.' }).waitFor();
  });
});

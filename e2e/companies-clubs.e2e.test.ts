import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createClient } from '../packages/sdk/src/index.ts';
import { seriousViolations } from './front-quality.ts';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();
const run = Date.now().toString(36);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 4×4 RGB PNG (a violet square), made here so the test carries no binary file. */
function violetPng(): Buffer {
  const size = 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0x8a, 0x2b, 0xe2]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('companies and clubs in the browser', () => {
  it('Ada creates a company with a logo, adds Claire as a manager, and posts as the company once it is a shop', async () => {
    const name = `Lumen Works ${run}`;
    const slug = `lumen-works-${run}`;
    const ada = await suite.pageAs('ada');
    await ada.goto(`${suite.product.appUrl}/companies`);
    await ada.getByRole('link', { name: 'Create a company page' }).click();
    await ada.getByRole('heading', { level: 1, name: 'New company page' }).waitFor();

    // A taken address is said as it is typed (the demo's Atelier Lumière), then the name's own address is free.
    await ada.getByLabel('Company name').fill('Atelier Lumière');
    await ada.getByText('This address is taken. Choose another one.').waitFor();
    expect(await ada.getByRole('button', { name: 'Create the page' }).isDisabled()).toBe(true);
    await ada.getByLabel('Company name').fill(name);
    expect(await ada.getByLabel('Page address').inputValue()).toBe(slug);
    await ada.getByText(`/companies/${slug} is free.`).waitFor();
    await ada.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: violetPng() });
    await ada.getByRole('button', { name: 'Create the page' }).click();

    await ada.waitForURL(`${suite.product.appUrl}/companies/${slug}`);
    await ada.getByRole('heading', { level: 1, name }).waitFor();
    // The uploaded logo is served back and decodes as an image.
    const logo = ada.locator('.company-header img.company-logo');
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(4);

    // Managers: Claire joins; the owner's row has no remove button.
    await ada.getByRole('tab', { name: 'Managers' }).click();
    const panel = ada.getByRole('tabpanel');
    await panel.getByLabel('Username of the new manager').fill('claire');
    await panel.getByRole('button', { name: 'Add manager' }).click();
    await panel.getByRole('link', { name: 'Claire Dubois' }).waitFor();
    expect(await panel.getByRole('button', { name: /Remove Ada/ }).count()).toBe(0);

    // Not a shop yet: the composer does not offer the company.
    await ada.goto(`${suite.product.appUrl}/?compose`);
    await ada.getByRole('dialog', { name: 'Start a post' }).waitFor();
    const postAs = ada.getByLabel('Post as');
    await postAs.waitFor();
    expect(await postAs.locator('option', { hasText: name }).count()).toBe(0);

    // SETUP ONLY: selling a Shop membership is the memberships issue's; here the company is made a shop directly in
    // the database, as that checkout will do.
    await suite.product.server.db.query(`UPDATE companies SET membership_type = 'SHOP' WHERE slug = $1`, [slug]);

    await ada.reload();
    await ada.getByRole('dialog', { name: 'Start a post' }).waitFor();
    await ada.getByLabel('Post as').selectOption({ label: name });
    const text = ada.getByRole('combobox', { name: 'What do you want to talk about?' });
    await text.click();
    await text.pressSequentially(`The ${run} lamp range ships next week.`);
    await ada.getByRole('button', { name: 'Post', exact: true }).click();
    await ada.getByText('Your post is live.').waitFor();

    // The post is the company's: on its timeline, "for" the company.
    await ada.goto(`${suite.product.appUrl}/companies/${slug}?tab=timeline`);
    const post = ada
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: `The ${run} lamp range ships next week.` });
    await post.waitFor();
    await post.getByText(name).first().waitFor();
  }, 90_000);

  it('A club owner approves a join request, and the new member then reads the members-only post', async () => {
    // Setup through the SDK: Ada's closed club and a post only its members see.
    const { client: owner } = await demoMemberClient(suite.product, 'ada');
    const club = await owner.clubs.create({ name: `Night Shippers ${run}`, url: `night-shippers-${run}`, privacy: 'closed' });
    if (!club.success) throw new Error(club.error.message);
    const secret = `Members only ${run}: the shared container leaves Friday.`;
    const posted = await owner.posts.createBodyPost({ body: secret, visible: 'club', clubId: club.data.id });
    if (!posted.success) throw new Error(posted.error.message);
    const clubUrl = `${suite.product.appUrl}/clubs/${club.data.id}`;

    // James, not a member: the post is hidden; he asks to join.
    const james = await suite.pageAs('james');
    await james.goto(clubUrl);
    await james.getByRole('heading', { level: 1, name: `Night Shippers ${run}` }).waitFor();
    await james.getByText('Nothing public here yet. Members see the club’s own posts.').waitFor();
    expect(await james.getByText(secret).count()).toBe(0);
    await james.getByRole('button', { name: 'Ask to join' }).click();
    await james.getByText('Request sent').waitFor();

    // Ada approves him under join requests.
    const ada = await suite.pageAs('ada');
    await ada.goto(clubUrl);
    await ada.getByRole('tab', { name: 'Join requests (1)' }).click();
    await ada.getByRole('button', { name: 'Approve the request of James Carter' }).click();
    await ada.getByText('No join request is waiting.').waitFor();
    await ada.getByText('Closed club · 2 members').waitFor();

    // James is a member now: the club's timeline shows him the members-only post.
    await james.reload();
    await james.getByRole('button', { name: 'Leave' }).waitFor();
    await james.getByRole('tabpanel').getByText(secret).waitFor();
  }, 90_000);

  it('Ada reads her club’s analytics: a member’s visit counted, the charts, another period and the CSV; a member has no tab', async () => {
    const { client: owner } = await demoMemberClient(suite.product, 'ada');
    const club = await owner.clubs.create({ name: `Figures Club ${run}`, url: `figures-club-${run}` });
    if (!club.success) throw new Error(club.error.message);
    const clubUrl = `${suite.product.appUrl}/clubs/${club.data.id}`;
    // James joins and opens the page: a visit, written within a second (docs/analytics.md).
    const james = await suite.pageAs('james');
    await james.goto(clubUrl);
    await james.getByRole('button', { name: 'Join' }).click();
    await james.getByRole('button', { name: 'Leave' }).waitFor();
    expect(await james.getByRole('tab', { name: 'Analytics' }).count()).toBe(0);

    const ada = await suite.pageAs('ada', { acceptDownloads: true });
    await ada.goto(`${clubUrl}?tab=analytics`);
    const panel = ada.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Members over time' }).waitFor();
    expect(await panel.getByRole('img').count()).toBe(2);
    // Members now: Ada and James; James's visit and Ada's own (every member's counts) show once the second's batch is
    // written (the tab asks again on a new period).
    await panel.getByText('Members now: 2').waitFor();
    await expect
      .poll(async () => {
        await panel.getByRole('radio', { name: '7 days' }).check();
        await panel.getByRole('radio', { name: '30 days' }).check();
        return panel.locator('.analytics__total', { hasText: 'Page views' }).locator('strong').textContent();
      })
      .toBe('2');
    const [download] = await Promise.all([ada.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^club-${club.data.id}-analytics-30d-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    // The browser runs remotely: the file is read through its stream.
    const chunks: Buffer[] = [];
    for await (const piece of await download.createReadStream()) chunks.push(Buffer.from(piece));
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'period,day,audience,new,lost,net,posts,impressions,likes,comments,shares,page_views,deal_views,product_views,showroom_visits,leads',
    );
    expect(lines).toHaveLength(61);
  }, 90_000);
  it('Ada hides a reported post of her club from its Moderation tab; Sofia is told and appeals once from the notification', async () => {
    const { client: owner } = await demoMemberClient(suite.product, 'ada');
    const { client: sofia } = await demoMemberClient(suite.product, 'sofia');
    const { client: mehmet } = await demoMemberClient(suite.product, 'mehmet');
    const club = (await owner.clubs.mine()).data?.find((each) => each.isOwner);
    if (!club) throw new Error('Ada owns no club');
    const body = `Cheap freight, call now ${run}`;
    // Posted as the club, for everyone (any member may post as their club).
    const posted = await sofia.posts.createBodyPost({ body, shareType: 'club', clubId: club.id });
    if (!posted.success) throw new Error(posted.error.message);
    expect(
      (
        await mehmet.request({
          method: 'POST',
          path: '/reports',
          body: { subject_type: 'post', subject_id: posted.data.id, reason: 'spam' },
        })
      ).status,
    ).toBe(201);

    const ada = await suite.pageAs('ada');
    await ada.goto(`${suite.product.appUrl}/clubs/${club.id}?tab=moderation`);
    const panel = ada.getByRole('tabpanel');
    const report = panel.getByRole('listitem').filter({ hasText: body });
    await report.getByRole('button', { name: 'Hide the Post reported for Spam' }).click();
    // The dialog says what the member will see and takes a reason for them.
    const dialog = ada.getByRole('dialog', { name: 'Hide this post?' });
    await dialog.getByLabel('Reason (shown to the member)').fill('Selling is for the Deals page.');
    expect(await seriousViolations(ada)).toEqual([]);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByRole('listitem').filter({ hasText: 'Hidden' }).filter({ hasText: body }).first().waitFor();

    // Gone from the club's timeline for everyone but its author and the moderators; she is told and appeals.
    const timeline = await createClient({ baseURL: suite.product.apiUrl }).clubs.timeline(club.id, { limit: 50 });
    expect(timeline.data?.items.some((post) => post.id === posted.data.id)).toBe(false);
    const told = (await sofia.notifications.list()).data?.items.find((item) => item.kind === 'page_moderation');
    expect(told?.url).toMatch(/^\/moderation\/actions\/\d+$/);
    const page = await suite.pageAs('sofia');
    await page.goto(`${suite.product.appUrl}${told?.url}`);
    await page.getByText('The moderators hid your post: only you and they still see it.').waitFor();
    await page.getByText('Selling is for the Deals page.', { exact: false }).waitFor();
    // The decision page, with its appeal form: axe finds nothing serious, and it fits a 390 px phone.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Why should this decision be undone?').fill('It is a real offer for members.');
    await page.getByRole('button', { name: 'Send my appeal' }).click();
    await page.getByText('Your appeal: Waiting').waitFor();
    expect(await page.getByRole('button', { name: 'Send my appeal' }).count()).toBe(0);
  }, 90_000);
});

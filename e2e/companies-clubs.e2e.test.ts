import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
});

import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

/** A browser tab signed in as a demo member. */
async function tabAs(username: string): Promise<Page> {
  return suite.pageAs(username);
}

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

describe('the network in the browser', () => {
  it('Claire finds James from the header search, asks to connect, James accepts, and both see "Your Connection"', async () => {
    const claire = await tabAs('claire');
    await claire.goto(`${suite.product.appUrl}/`);
    await claire.getByRole('heading', { level: 1, name: 'Welcome, Claire' }).waitFor();
    // The header's field (the plain one, or the as-you-type box that replaces it on focus: the same id).
    const search = claire.locator('#header-search-input');
    await search.fill('James');
    await search.press('Enter');
    await claire.waitForURL(`${suite.product.appUrl}/search?q=James`);
    await claire.getByRole('heading', { level: 1, name: 'Results for “James”' }).waitFor();
    await claire.getByRole('list', { name: 'People' }).getByRole('link', { name: 'James Carter' }).click();
    await claire.waitForURL(`${suite.product.appUrl}/james`);
    await claire.getByRole('heading', { level: 1, name: 'James Carter' }).waitFor();

    const connect = claire.getByRole('group', { name: 'Connection with James Carter' });
    await connect.getByRole('button', { name: 'Send Request' }).click();
    await connect.getByText('Request Sent').waitFor();

    // James reads it under received requests and accepts it; it leaves the list.
    const james = await tabAs('james');
    await james.goto(`${suite.product.appUrl}/network`);
    await james.getByRole('tab', { name: 'Received requests' }).click();
    const received = james.getByRole('tabpanel');
    await received.getByRole('link', { name: 'Claire Dubois' }).waitFor();
    await received.getByRole('button', { name: 'Accept the request of Claire Dubois' }).click();
    await received.getByText('No connection request is waiting for you.').waitFor();

    // Both profiles now read "Your Connection".
    await james.getByRole('tab', { name: 'My connections' }).click();
    await received.getByRole('link', { name: 'Claire Dubois' }).click();
    await james.getByRole('heading', { level: 1, name: 'Claire Dubois' }).waitFor();
    await james.getByRole('group', { name: 'Connection with Claire Dubois' }).getByText('Your Connection').waitFor();
    await claire.reload();
    await claire.getByRole('group', { name: 'Connection with James Carter' }).getByText('Your Connection').waitFor();

    // James's visit is on Claire's list of who viewed her profile.
    await claire.goto(`${suite.product.appUrl}/network/visitors`);
    await claire.getByRole('heading', { level: 1, name: 'Who viewed your profile' }).waitFor();
    await claire.getByRole('link', { name: 'James Carter' }).waitFor();
  }, 60_000);

  it('Claire edits every section of her profile in place and uploads a photo', async () => {
    const page = await tabAs('claire');
    await page.goto(`${suite.product.appUrl}/`);
    // Her e-mail verified and her profile complete, the home shows no getting-started checklist; her card there opens
    // her profile in this tab.
    const ownCard = page.locator('.own-profile-card .dg-profile-card[data-state="ready"]');
    await ownCard.waitFor();
    expect(await page.locator('.checklist, [data-step]').count()).toBe(0);
    await ownCard.getByRole('link', { name: 'Claire Dubois' }).click();
    await page.waitForURL(`${suite.product.appUrl}/claire`);
    await page.getByRole('heading', { level: 1, name: 'Claire Dubois' }).waitFor();

    // Details: the bio.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('About you').fill('Sourcing lead for recycled packaging across Europe.');
    await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sourcing lead for recycled packaging across Europe.').waitFor();

    // Experience: a current full-time job at her Dealgrow company, named by its page's address. An address no
    // company has, with no name to fall back on, is refused at its field.
    const experiences = page.getByRole('region', { name: 'Experience' });
    await experiences.getByRole('button', { name: 'Add an experience' }).click();
    await experiences.getByLabel('Job title').fill('Head of sourcing');
    await experiences.getByLabel('Employment type').selectOption({ label: 'Full-time' });
    const address = experiences.getByLabel('Company page address');
    await address.fill('no-such-company');
    await experiences.getByLabel('Start year').selectOption('2021');
    await experiences.getByRole('button', { name: 'Save' }).click();
    await experiences.getByText('No Dealgrow company has this address. Give the company’s name instead.').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await address.fill('atelier-lumiere');
    await experiences.getByRole('button', { name: 'Save' }).click();
    const job = experiences.locator('.profile-entry', { has: page.getByRole('heading', { level: 3, name: 'Head of sourcing' }) });
    await job.locator('[data-company="atelier-lumiere"]', { hasText: 'Atelier Lumière' }).waitFor();
    await job.getByText(/Full-time/).waitFor();

    // Education.
    const educations = page.getByRole('region', { name: 'Education' });
    await educations.getByRole('button', { name: 'Add an education' }).click();
    await educations.getByLabel('School').fill('ESSEC');
    await educations.getByLabel('Degree').fill('MSc Supply chain');
    await educations.getByLabel('Start year').selectOption('2012');
    await educations.getByLabel('End year').selectOption('2014');
    await educations.getByRole('button', { name: 'Save' }).click();
    await educations.getByRole('heading', { level: 3, name: 'ESSEC' }).waitFor();

    // Skills and interests: added, then reordered.
    const skills = page.getByRole('region', { name: 'Skills' });
    for (const skill of ['Negotiation', 'Tendering']) {
      await skills.getByLabel('New skill').fill(skill);
      await skills.getByRole('button', { name: 'Add', exact: true }).click();
      await skills.locator(`[data-tag="${skill}"]`).waitFor();
    }
    await skills.getByRole('button', { name: 'Move Tendering up' }).click();
    const order = () => skills.locator('[data-tag]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-tag')));
    await expect.poll(async () => (await order()).slice(-2)).toEqual(['Tendering', 'Negotiation']);
    const interests = page.getByRole('region', { name: 'Interests' });
    await interests.getByLabel('New interest').fill('Circular economy');
    await interests.getByRole('button', { name: 'Add', exact: true }).click();
    await interests.locator('[data-tag="Circular economy"]').waitFor();

    // A business offer with two files; edited, one of them is removed.
    const offers = page.getByRole('region', { name: 'Business offers' });
    await offers.getByRole('button', { name: 'Add a business offer' }).click();
    await offers.getByRole('textbox', { name: 'Title' }).fill('Packaging audit');
    await offers.getByRole('textbox', { name: 'Tags' }).fill('audit, packaging');
    await offers.locator('input[type="file"]').setInputFiles([
      { name: 'audit-outline.txt', mimeType: 'text/plain', buffer: Buffer.from('Scope, method, report.') },
      { name: 'old-prices.txt', mimeType: 'text/plain', buffer: Buffer.from('Audit: 900 EUR a site.') },
    ]);
    await offers.getByRole('button', { name: 'Save' }).click();
    await offers.getByRole('heading', { level: 3, name: /Packaging audit/ }).waitFor();
    await offers.getByRole('link', { name: 'old-prices.txt' }).waitFor();
    await offers.getByRole('button', { name: 'Edit Packaging audit' }).click();
    await offers.getByRole('button', { name: 'Remove old-prices.txt' }).click();
    await offers.getByRole('button', { name: 'Save' }).click();
    await offers.getByRole('link', { name: 'audit-outline.txt' }).waitFor();
    await offers.getByRole('link', { name: 'old-prices.txt' }).waitFor({ state: 'detached' });

    // A real PNG as her photo; the card shows the new one.
    await page.getByLabel('Profile photo').setInputFiles({ name: 'claire.png', mimeType: 'image/png', buffer: violetPng() });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await page.getByText('Your new photo is on your profile.').waitFor();
    const photo = await page.getByRole('img', { name: 'Photo of Claire Dubois' }).getAttribute('src');

    // The server kept every change.
    const { client } = await demoMemberClient(suite.product, 'claire');
    const saved = (await client.users.userProfileInfo('claire')).data;
    expect(saved?.bio).toBe('Sourcing lead for recycled packaging across Europe.');
    const savedJob = saved?.experiences.find((item) => item.title === 'Head of sourcing');
    expect([savedJob?.company?.slug, savedJob?.company_name, savedJob?.employment_type?.name, savedJob?.end_date_year]).toEqual([
      'atelier-lumiere',
      'Atelier Lumière',
      'Full-time',
      null,
    ]);
    expect(saved?.educations.map((item) => item.school)).toContain('ESSEC');
    expect(saved?.skills.slice(-2)).toEqual(['Tendering', 'Negotiation']);
    expect(saved?.interests).toContain('Circular economy');
    const offer = saved?.businessOffers.find((item) => item.title === 'Packaging audit');
    expect(offer?.tags).toEqual(['audit', 'packaging']);
    expect(offer?.files.map((file) => file.name)).toEqual(['audit-outline.txt']);
    expect(saved?.profilePhotoUrl).toBe(photo);
    expect(photo).not.toMatch(/default/);
  }, 60_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoMemberClient } from './product.ts';
import { useProductInBrowser } from './product-in-browser.ts';

const suite = useProductInBrowser();

/** A member's tab on /message, the live socket connected. */
async function onMessages(username: string): Promise<Page> {
  const page = await suite.pageAs(username);
  await page.goto(`${suite.product.appUrl}/message`);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await page.locator('.live-state--connected').waitFor();
  return page;
}

/** The row of a conversation in the list shown. */
const roomRow = (page: Page, name: string) => page.getByRole('list', { name: 'Conversations' }).locator('.room-row', { hasText: name });

describe('chat on /message in the browser (issue 13)', () => {
  it('Ada and Mehmet chat live: unread, "Seen", typing; an archived room comes back on top of the archive with a new message', async () => {
    const ada = await onMessages('ada');
    const mehmet = await onMessages('mehmet');

    // Ada starts (or reopens) the private conversation with her connection Mehmet.
    await ada.getByRole('button', { name: 'New message' }).click();
    await ada.getByRole('button', { name: 'Message Mehmet Yılmaz' }).click();
    const adaConversation = ada.locator('section.conversation');
    await adaConversation.getByRole('heading', { name: 'Mehmet Yılmaz' }).waitFor();
    const first = `Hello Mehmet, shall we talk about the textile deal? ${Date.now()}`;
    await adaConversation.getByRole('textbox', { name: 'Write a message' }).fill(first);
    await adaConversation.getByRole('button', { name: 'Send' }).click();
    await adaConversation.getByRole('log').getByText(first).waitFor();

    // Mehmet's list brings the room up live, with its unread count, and the header counts it on the next page.
    const row = roomRow(mehmet, 'Ada Laurent');
    await row.getByText('1 unread message').waitFor();
    await row.getByText(first).waitFor();
    expect(await mehmet.getByRole('list', { name: 'Conversations' }).locator('.room-row').first().textContent()).toContain('Ada Laurent');

    // He opens it: the unread count goes, and Ada sees "Seen" under her message.
    await row.getByRole('button', { name: /Ada Laurent/ }).click();
    const mehmetConversation = mehmet.locator('section.conversation');
    await mehmetConversation.getByRole('log').getByText(first).waitFor();
    await row.getByText('1 unread message').waitFor({ state: 'detached' });
    await adaConversation.getByText('Seen').waitFor();

    // Ada types: Mehmet sees it; she sends, and he reads it live.
    await adaConversation.getByRole('textbox', { name: 'Write a message' }).pressSequentially('Are you free on Thursday', { delay: 20 });
    await mehmetConversation.getByText('Ada Laurent is typing…').waitFor();
    await adaConversation.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    await mehmetConversation.getByRole('log').getByText('Are you free on Thursday').waitFor();
    await mehmetConversation.getByText('Ada Laurent is typing…').waitFor({ state: 'detached' });

    // Ada archives the room: it leaves her private list for the archived one.
    await ada.getByRole('tab', { name: 'Private' }).click();
    await roomRow(ada, 'Mehmet Yılmaz').getByRole('checkbox', { name: 'Select the conversation with Mehmet Yılmaz' }).check();
    await ada.getByRole('button', { name: 'Archive', exact: true }).click();
    await roomRow(ada, 'Mehmet Yılmaz').waitFor({ state: 'detached' });
    await ada.getByRole('tab', { name: 'Archived' }).click();
    await roomRow(ada, 'Mehmet Yılmaz').waitFor();

    // A new message from Mehmet keeps it archived and brings it to the top of the archived list (SPEC §4).
    const answer = `Thursday works, 10:00 at your office ${Date.now()}`;
    await mehmetConversation.getByRole('textbox', { name: 'Write a message' }).fill(answer);
    await mehmetConversation.getByRole('button', { name: 'Send' }).click();
    const archived = ada.getByRole('list', { name: 'Conversations' });
    await archived.locator('.room-row').first().getByText(answer).waitFor();
    expect(await archived.locator('.room-row').first().textContent()).toContain('Mehmet Yılmaz');
    await ada.getByRole('tab', { name: 'Private' }).click();
    await ada
      .getByRole('list', { name: 'Conversations' })
      .or(ada.getByText('No conversation yet.', { exact: false }))
      .first()
      .waitFor();
    expect(await roomRow(ada, 'Mehmet Yılmaz').count()).toBe(0);
  }, 90_000);

  it('the chat socket (/chatx) joins only on /message and closes when the page is hidden; the header counts unread over HTTP', async () => {
    // Mehmet writes to his connection James through the SDK, as any client would.
    const { client: mehmet } = await demoMemberClient(suite.product, 'mehmet');
    const room = await mehmet.chat.create({ room_type: 'private' });
    if (!room.success) throw new Error(room.error.message);
    const found = await mehmet.users.searchAllUsers({ keyword: 'James' });
    const jamesId = found.data?.items.find((member) => member.username === 'james')?.id;
    if (jamesId === undefined) throw new Error('James is not in the demo data');
    expect((await mehmet.chat.addParticipant(room.data.id, { userId: jamesId })).success).toBe(true);
    expect((await mehmet.chat.send(room.data.id, { text: 'Hello James' })).success).toBe(true);

    const james = await suite.pageAs('james');
    // The socket.io namespaces the page joins (`40/<namespace>,…` frames): the header bell's `/notifications` may be
    // open on any page (docs/realtime.md); the chat's `/chatx` only on /message (SPEC §4).
    const joined: string[] = [];
    james.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const namespace = /^40(\/[^,]*)/.exec(String(payload))?.[1];
        if (namespace) joined.push(namespace);
      }),
    );
    await james.goto(`${suite.product.appUrl}/network`);
    await james.getByRole('heading', { level: 1 }).first().waitFor();
    await james
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Messages\s*1 unread$/ })
      .waitFor();
    expect(joined.filter((namespace) => namespace !== '/notifications')).toEqual([]);

    await james
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Messages/ })
      .click();
    await james.locator('.live-state--connected').waitFor();
    expect(joined).toContain('/chatx');

    // Hidden (another tab in front): the socket closes and the screen says so.
    await james.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await james.locator('.live-state--paused').waitFor();
    await james.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await james.locator('.live-state--connected').waitFor();
  }, 60_000);
});

// @ts-check
// Signs in as a member, reads who they are, walks every offer page by page, shows how a failure while paging reaches
// you, and receives a chat message live through the realtime socket.
// DEALGROW_API (default http://localhost:8787), DEALGROW_EMAIL and DEALGROW_PASSWORD (default: a demo member),
// DEALGROW_CHAT_WITH (default mehmet: a demo member Ada already talks to).
import { createClient, DealgrowError, totalPages, unwrap } from '@dealgrow/sdk';
import { createRealtime } from '@dealgrow/sdk/realtime';

const baseURL = process.env.DEALGROW_API ?? 'http://localhost:8787';
const email = process.env.DEALGROW_EMAIL ?? 'ada@dealgrow.io';
const password = process.env.DEALGROW_PASSWORD ?? 'dealgrow-demo';
const chatWith = process.env.DEALGROW_CHAT_WITH ?? 'mehmet';

// In Node there is no cookie: the token is handed over as a function the client reads before each call.
/** @type {string | undefined} */
let token;
const client = createClient({ baseURL, token: () => token });

const session = await client.auth.signIn({ email, password });
if (!session.success) {
  console.error(`Could not sign in: ${session.error.message} (${session.error.code})`);
  process.exit(1);
}
token = session.data.token;

const me = await unwrap(client.users.me());
console.log(`Signed in as ${me.firstName} ${me.lastName} (@${me.username}), managing ${me.authorized_companies.length} company(ies).`);

// --- Pages -------------------------------------------------------------------------------------------------------

const firstPage = await unwrap(client.deals.popular({ type: 'offer', limit: 24, page: 1 }));
console.log(`Offers: ${firstPage.total} in ${totalPages(firstPage)} page(s) of ${firstPage.limit}.`);

// An `each…` walk reads page after page; a page that fails (after the client's retries) throws a DealgrowError.
let listed = 0;
for await (const deal of client.deals.eachPopular({ type: 'offer', limit: 24 })) {
  console.log(`- #${deal.id} ${deal.title}`);
  listed += 1;
}
console.log(`Listed ${listed} offer(s).`);

// A walk against an address that answers nothing: the failure arrives as a DealgrowError with a code to act on.
// `retry: false` and a short timeout keep it quick (the SDK writes nothing to the console unless given a `logger`).
const unreachable = createClient({ baseURL: 'http://127.0.0.1:9', retry: false, timeout: 2000 });
try {
  for await (const deal of unreachable.deals.eachPopular({ type: 'offer', limit: 24 })) console.log(`- #${deal.id}`);
  console.log('Paging an unreachable server did not fail.');
} catch (error) {
  if (!(error instanceof DealgrowError)) throw error;
  console.log(`Paging failed as expected: ${error.code} (retryable: ${error.retryable}).`);
}

// --- Realtime ----------------------------------------------------------------------------------------------------

// The socket signs in with the client's own token and speaks WebSocket (docs/realtime.md); connect() resolves once
// connected, or rejects with a RealtimeConnectionError saying why.
const realtime = createRealtime(client);
await realtime.connect();
console.log('Realtime: connected.');

const other = await unwrap(client.users.profile(chatWith));
const between = await unwrap(client.chat.privateRoomBetween(me.id, other.id));
const room = between.room ?? (await unwrap(client.chat.create({ room_type: 'private', userId: other.id })));

const text = `Hello from a Node script at ${new Date().toISOString()}`;
const received = new Promise((resolve) => {
  const stop = realtime.on('message:new', ({ message }) => {
    if (message.room_id !== room.id || message.text !== text) return;
    stop();
    resolve(message);
  });
});
await unwrap(client.chat.send(room.id, { text }));
const message = /** @type {import('@dealgrow/sdk').ChatMessage} */ (await received);
console.log(`Realtime: message #${message.sequence} arrived live in the conversation with @${other.username}.`);

realtime.disconnect();
await client.auth.signOut();

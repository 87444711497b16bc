// Signs in as a member, reads who they are, and walks every offer page by page with the SDK's async iterator.
// DEALGROW_API (default http://localhost:8787), DEALGROW_EMAIL and DEALGROW_PASSWORD (default: a demo member).
import { createClient, totalPages, unwrap } from '@dealgrow/sdk';

const baseURL = process.env.DEALGROW_API ?? 'http://localhost:8787';
const email = process.env.DEALGROW_EMAIL ?? 'ada@dealgrow.io';
const password = process.env.DEALGROW_PASSWORD ?? 'dealgrow-demo';

// In Node there is no cookie: the token is handed over as a function the client reads before each call.
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

const firstPage = await unwrap(client.deals.popular({ type: 'offer', limit: 24, page: 1 }));
console.log(`Offers: ${firstPage.total} in ${totalPages(firstPage)} page(s) of ${firstPage.limit}.`);

let count = 0;
for await (const deal of client.deals.eachPopular({ type: 'offer', limit: 24 })) {
  count += 1;
  console.log(`- #${deal.id} ${deal.title}`);
}
console.log(`Listed ${count} offer(s).`);

await client.auth.signOut();

import { unwrap } from '@dealgrow/sdk';
import { CompanyWidgets } from './company-widgets';
import { PUBLIC_API_URL, serverClient } from './dealgrow-server';

/** Read at every request: the page shows the API's data of now, rendered on the server. */
export const dynamic = 'force-dynamic';

const COMPANY = 'northwind-supply';

export default async function Home() {
  const client = serverClient();
  const [company, offers] = await Promise.all([
    unwrap(client.companies.get(COMPANY)),
    unwrap(client.deals.popular({ type: 'offer', limit: 6, page: 1 })),
  ]);

  return (
    <main>
      <h1>{company.name}</h1>
      <section aria-labelledby="offers">
        <h2 id="offers">Popular offers (rendered on the server)</h2>
        <ul data-testid="server-offers">
          {offers.items.map((deal) => (
            <li key={deal.id}>{deal.title}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="widgets">
        <h2 id="widgets">Widgets (client components)</h2>
        <CompanyWidgets api={PUBLIC_API_URL} company={company.slug} />
      </section>
    </main>
  );
}

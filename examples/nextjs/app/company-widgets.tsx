'use client';
// The widgets are client components: they load their data in the browser, after hydration. The client and the state
// are made once per mounted tree (never at module level on the server, where they would be shared by every request).
import { createClient } from '@dealgrow/sdk';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { CompanyCard, DealgrowProvider, FollowButton } from '@dealgrow/widgets';
import { useState } from 'react';

export function CompanyWidgets({ api, company }: { api: string; company: string }) {
  const [dealgrow] = useState(() => ({ client: createClient({ baseURL: api }), state: createDealgrowState() }));
  return (
    <DealgrowProvider client={dealgrow.client} state={dealgrow.state} lang="en" appUrl="https://dealgrow.io">
      <CompanyCard company={company} deals={3} />
      <FollowButton company={company} />
    </DealgrowProvider>
  );
}

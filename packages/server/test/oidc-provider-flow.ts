/**
 * A browser's walk through the development provider's pages, over HTTP (for server tests): open the authorization
 * address, sign in with `login` on its login form, confirm its consent form, and stop at the redirect back to the
 * app, answering the `code`, `state` and `iss` it carries. Cookies are kept as a browser keeps them.
 */
export async function signInAtDevProvider(authorizationUrl: string, login: string): Promise<{ code: string; state: string; iss?: string }> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form,
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.searchParams.has('code') || next.searchParams.has('error')) {
        const error = next.searchParams.get('error');
        if (error) throw new Error(`the provider answered ${error}: ${next.searchParams.get('error_description')}`);
        const iss = next.searchParams.get('iss');
        return { code: next.searchParams.get('code') ?? '', state: next.searchParams.get('state') ?? '', ...(iss ? { iss } : {}) };
      }
      url = next.toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the provider's page at ${url} has no form (${response.status})`);
    form = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      form.set(name ?? '', value ?? '');
    if (/name="login"/.test(page)) {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url).toString();
  }
  throw new Error('the provider did not send the browser back');
}

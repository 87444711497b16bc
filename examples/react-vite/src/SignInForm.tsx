import { type FormEvent, useState } from 'react';
import { signIn } from './dealgrow.ts';

export function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(await signIn(String(form.get('email')), String(form.get('password'))));
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <label>
        E-mail or username <input name="email" autoComplete="username" required />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

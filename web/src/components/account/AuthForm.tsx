// Log in or sign up with a name and password; the server's error text is
// shown as it is (wrong password, name taken, too many tries...).
import { useState } from 'preact/hooks';
import { logIn, signUp } from '../../accountsApi';
import { useAction } from '../../hooks';
import { refreshIdentity } from '../../identity';

export type AuthMode = 'login' | 'signup';

export function AuthForm({ mode, onDone }: { mode: AuthMode; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useAction();
  const title = mode === 'login' ? 'Log in' : 'Sign up';

  const submit = async (event: Event) => {
    event.preventDefault();
    const ok = await run(mode, async () => {
      await (mode === 'login' ? logIn : signUp)(username.trim(), password);
      await refreshIdentity();
    });
    if (ok) onDone();
  };

  return (
    <form class="auth-form" onSubmit={submit} data-testid={`${mode}-form`} aria-label={title}>
      <div class="field">
        <label for={`${mode}-username`}>Username</label>
        <input
          id={`${mode}-username`}
          data-testid={`${mode}-username`}
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          spellcheck={false}
          maxLength={20}
          required
          value={username}
          onInput={(e) => setUsername(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for={`${mode}-password`}>Password</label>
        <input
          id={`${mode}-password`}
          data-testid={`${mode}-password`}
          type="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          // A new password needs 12 characters (the server's rule, ASVS 2.1.1);
          // logging in does not check it: older accounts may have shorter ones.
          minLength={mode === 'signup' ? 12 : undefined}
          maxLength={128}
          required
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </div>
      {mode === 'signup' && (
        <p class="hint">3–20 letters, digits, _ or -, starting with a letter. Password: 12 characters or more.</p>
      )}
      <div class="row">
        <button type="submit" class="btn primary" data-testid={`${mode}-submit`} disabled={busy !== null}>
          {busy ? `${title}…` : title}
        </button>
        <button type="button" class="btn ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p class="error" role="alert" data-testid={`${mode}-error`}>
          {error}
        </p>
      )}
    </form>
  );
}

// The administrator's page (/admin): the settings new rooms of each game
// start from. The server checks every change like a room's settings and
// refuses anyone but the administrator (made one by `gavel admin grant`).
import { useEffect, useState } from 'preact/hooks';
import { request } from '../api';
import { useGames, usePageTitle } from '../games';
import { errorText } from '../hooks';
import { useIdentity } from '../identity';

type Defaults = Record<string, Record<string, unknown>>;

export function AdminPage() {
  const { user } = useIdentity();
  const games = useGames();
  usePageTitle('Admin');
  const [defaults, setDefaults] = useState<Defaults | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    request<Defaults>('GET', '/api/admin/defaults')
      .then((d) => alive && setDefaults(d))
      .catch((e: unknown) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, []);

  if (!user?.admin) {
    return (
      <section class="panel" data-testid="admin">
        <h1>Administration</h1>
        <p class="hint">Only the administrator can change the defaults for new rooms.</p>
      </section>
    );
  }

  const textOf = (game: string) => drafts[game] ?? JSON.stringify(defaults?.[game] ?? {}, null, 2);
  const save = async (game: string) => {
    setMessage(null);
    setError(null);
    let settings: unknown;
    try {
      settings = JSON.parse(textOf(game));
    } catch {
      setError(`The ${game} settings are not valid JSON.`);
      return;
    }
    try {
      setDefaults(await request<Defaults>('POST', '/api/admin/defaults', { body: { game, settings } }));
      setMessage(`Saved: new ${game} rooms start from these settings.`);
    } catch (e: unknown) {
      setError(errorText(e));
    }
  };

  return (
    <section class="panel" data-testid="admin" aria-labelledby="admin-title">
      <h1 id="admin-title">Defaults for new rooms</h1>
      {(games ?? []).map((game) => (
        <div class="field" key={game.name}>
          <label for={`defaults-${game.name}`}>{game.title}</label>
          <textarea
            id={`defaults-${game.name}`}
            data-testid={`defaults-${game.name}`}
            rows={4}
            value={textOf(game.name)}
            onInput={(e) => setDrafts({ ...drafts, [game.name]: e.currentTarget.value })}
          />
          <button type="button" class="btn" data-testid={`save-defaults-${game.name}`} onClick={() => void save(game.name)}>
            Save
          </button>
        </div>
      ))}
      {message && (
        <p class="note" role="status" data-testid="admin-saved">
          {message}
        </p>
      )}
      {error && (
        <p class="error" role="alert" data-testid="admin-error">
          {error}
        </p>
      )}
    </section>
  );
}

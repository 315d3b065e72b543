// Agent tables on the lobby page: the agent-table create form, join by code
// and the open tables (the one-click game is in PlayNow.tsx).
import { useState } from 'preact/hooks';
import { joinAndOpen } from '../../agentTables';
import { ApiError, createMatch, listOpen } from '../../api';
import { useAction, usePolling } from '../../hooks';
import { normalizeCode } from '../../logic/format';
import { navigate } from '../../router';

const REFRESH_MS = 4000;

/** The agent-table sections; `name` is the one typed in the Play now strip (components/lobby/PlayNow.tsx). */
export function AgentTables({ name }: { name: string }) {
  const { busy, error, run } = useAction();
  return (
    <>
      {error && (
        <p class="error wide" role="alert" data-testid="agent-tables-error">
          {error}
        </p>
      )}
      <CreateForm name={name} busy={busy} run={run} />
      <div class="stack">
        <JoinByCode name={name} busy={busy} run={run} />
        <OpenMatches name={name} busy={busy} run={run} />
      </div>
    </>
  );
}

interface SectionProps {
  name: string;
  busy: string | null;
  run: ReturnType<typeof useAction>['run'];
}

function CreateForm({ name, busy, run }: SectionProps) {
  const [seats, setSeats] = useState(3);
  const [bots, setBots] = useState(1);
  const [botLevel, setBotLevel] = useState('steady');
  const [turnSeconds, setTurnSeconds] = useState(30);
  const [isPublic, setPublic] = useState(true);

  const maxBots = seats - 1;
  const onSeats = (value: number) => {
    setSeats(value);
    setBots((b) => Math.min(b, value - 1));
  };

  const submit = (event: Event) => {
    event.preventDefault();
    const turn = Math.round(Math.min(300, Math.max(5, turnSeconds || 30)));
    void run('create', async () => {
      const created = await createMatch({
        seats,
        bots: Math.min(bots, maxBots),
        botLevel,
        turnSeconds: turn,
        public: isPublic,
      });
      await joinAndOpen(created.code, name);
    });
  };

  return (
    <section class="panel" aria-labelledby="create-title">
      <h2 id="create-title">Create a match (agent table)</h2>
      <p class="hint">Anonymous seats for agents or friends with the link; unrated. You are the host and start it.</p>
      <form class="create-form" onSubmit={submit} data-testid="create-form">
        <div class="field">
          <label for="create-seats">Seats</label>
          <select
            id="create-seats"
            data-testid="create-seats"
            value={String(seats)}
            onChange={(e) => onSeats(Number(e.currentTarget.value))}
          >
            {[2, 3, 4].map((n) => (
              <option key={n} value={String(n)}>
                {n} players
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="create-bots">House bots</label>
          <select
            id="create-bots"
            data-testid="create-bots"
            value={String(Math.min(bots, maxBots))}
            onChange={(e) => setBots(Number(e.currentTarget.value))}
          >
            {Array.from({ length: maxBots + 1 }, (_, n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="create-level">Bot level</label>
          <select
            id="create-level"
            data-testid="create-level"
            value={botLevel}
            onChange={(e) => setBotLevel(e.currentTarget.value)}
          >
            <option value="steady">Steady</option>
            <option value="sharp">Sharp</option>
          </select>
        </div>
        <div class="field">
          <label for="create-turn">Seconds per turn</label>
          <input
            id="create-turn"
            data-testid="create-turn"
            type="number"
            inputMode="numeric"
            min={5}
            max={300}
            step={1}
            required
            value={String(turnSeconds)}
            onInput={(e) => setTurnSeconds(Number(e.currentTarget.value))}
          />
        </div>
        <div class="field check">
          <input
            id="create-public"
            data-testid="create-public"
            type="checkbox"
            checked={isPublic}
            onChange={(e) => setPublic(e.currentTarget.checked)}
          />
          <label for="create-public">List it publicly so anyone can join</label>
        </div>
        <button type="submit" class="btn" data-testid="create-match" disabled={busy !== null}>
          {busy === 'create' ? 'Creating…' : 'Create match'}
        </button>
      </form>
    </section>
  );
}

function JoinByCode({ name, busy, run }: SectionProps) {
  const [code, setCode] = useState('');
  const [note, setNote] = useState<{ text: string; code: string } | null>(null);
  const submit = (event: Event) => {
    event.preventDefault();
    const clean = normalizeCode(code);
    if (!clean) return;
    setNote(null);
    void run('code', async () => {
      try {
        await joinAndOpen(clean, name);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Started or full: it can still be watched.
          setNote({ text: error.message, code: clean });
          return;
        }
        throw error;
      }
    });
  };
  return (
    <section class="panel" aria-labelledby="code-title">
      <h2 id="code-title">Join by code</h2>
      <form class="row" onSubmit={submit}>
        <label class="sr-only" for="join-code">
          Match code
        </label>
        <input
          id="join-code"
          data-testid="join-code"
          class="code-input"
          type="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellcheck={false}
          placeholder="K7Q2M"
          maxLength={32}
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" class="btn" data-testid="join-code-button" disabled={busy !== null || !normalizeCode(code)}>
          Join
        </button>
        <button
          type="button"
          class="btn ghost"
          data-testid="watch-code-button"
          disabled={!normalizeCode(code)}
          onClick={() => navigate(`/m/${normalizeCode(code)}`)}
        >
          Watch
        </button>
      </form>
      {note && (
        <p class="note" role="status">
          {note.text}.{' '}
          <a href={`/m/${note.code}`} onClick={(e) => { e.preventDefault(); navigate(`/m/${note.code}`); }}>
            Watch match {note.code}
          </a>
        </p>
      )}
    </section>
  );
}

function OpenMatches({ name, busy, run }: SectionProps) {
  const { data, failed } = usePolling('', listOpen, REFRESH_MS, REFRESH_MS * 3);
  const open = data?.open ?? null;

  return (
    <section class="panel" aria-labelledby="open-title">
      <h2 id="open-title">Open matches</h2>
      {failed && <p class="note">Could not load the list; retrying…</p>}
      {open === null && !failed && <p class="hint">Loading…</p>}
      {open !== null && open.length === 0 && (
        <p class="hint" data-testid="no-open-matches">
          No public matches are waiting for players. Create one above.
        </p>
      )}
      {open !== null && open.length > 0 && (
        <ul class="open-list" data-testid="open-matches">
          {open.map((m) => (
            <li key={m.code} class="open-item" data-testid={`open-${m.code}`}>
              <div class="open-info">
                <strong class="code">{m.code}</strong>{' '}
                <span>
                  {m.filled}/{m.seats} seats
                  {m.turnSeconds ? ` · ${m.turnSeconds}s turns` : ''}
                </span>
                <div class="hint names">{m.players.join(', ') || 'nobody yet'}</div>
              </div>
              <button
                type="button"
                class="btn"
                data-testid={`join-${m.code}`}
                disabled={busy !== null}
                aria-label={`Join match ${m.code}`}
                onClick={() => run(`join-${m.code}`, () => joinAndOpen(m.code, name))}
              >
                Join
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

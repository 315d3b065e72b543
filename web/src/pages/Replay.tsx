// A match's replay: the players, then the game's own replay view (picked by
// games/registry.ts from the replay's `game`).
import { useEffect, useState } from 'preact/hooks';
import { getReplay } from '../api';
import { Badge, kindLabel } from '../components/Bits';
import { GameReplay, type ReplayData } from '../games/registry';
import { linkClick } from '../router';
import { usePageTitle } from '../games';

export function ReplayPage({ code }: { code: string }) {
  const [data, setData] = useState<ReplayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(`Replay ${code}`, data?.game ?? null);

  useEffect(() => {
    let alive = true;
    getReplay(code)
      .then((replay) => alive && setData(replay))
      .catch((e: unknown) => alive && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      alive = false;
    };
  }, [code]);

  if (error) {
    return (
      <section class="panel" data-testid="replay-error">
        <h1>Replay {code}</h1>
        <p class="error" role="alert">
          {error}
        </p>
        <p>
          <a href="/" onClick={linkClick}>
            Back to the home page
          </a>
        </p>
      </section>
    );
  }
  if (!data) {
    return (
      <section class="panel" aria-busy="true">
        <h1>Replay {code}</h1>
        <p role="status">Loading…</p>
      </section>
    );
  }

  return (
    <div class="replay" data-testid="replay">
      <div class="match-head">
        <h1>
          Replay <span class="code">{data.code}</span>
        </h1>
        <span class="muted">
          {data.status === 'finished' ? 'finished' : `still ${data.status}`} ·{' '}
          <a href={`/m/${data.code}`} onClick={linkClick}>
            match page
          </a>
        </span>
      </div>
      <section class="panel" aria-label="Players">
        <ul class="replay-players">
          {data.players.map((p) => (
            <li key={p.seat}>
              <span class="pname">{p.name}</span> <Badge>{kindLabel(p.kind)}</Badge>
            </li>
          ))}
        </ul>
      </section>

      <GameReplay data={data} />
    </div>
  );
}

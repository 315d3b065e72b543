// The create form's Edit panel for a grid card type: hovering or focusing
// the button previews the panel the room would get (the saved one, else the
// suggested one); opening it shows every cell of the frame to toggle by
// click or by Enter / Space (Polyabolo cells cycle gap -> four halves ->
// full square). Save keeps it in this browser for this type (at least one
// tile must remain), Cancel discards the edits.
import { useState } from 'preact/hooks';
import { frameTiles, gridKindOf, panelTiles, type Tile } from './geometry';
import { PanelSvg, TilesGroup, pointsOf } from './GridSvg';
import { FRAMES, panelFor, savePanel, toggleTile } from './panelEdit';

export function GridPanelEditor({ cardType, onSaved }: { cardType: string; onSaved?: (panel: Tile[]) => void }) {
  const kind = gridKindOf(cardType);
  const [editing, setEditing] = useState<Tile[] | null>(null);
  const [preview, setPreview] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [, setVersion] = useState(0);
  if (!kind) return null;
  const frame = FRAMES[kind];
  const saved = panelFor(cardType);
  // The click targets: whole cells, or each triangle for the triangular lattice.
  const targets = kind === 'polyabolo' ? frameTiles('square', frame) : frameTiles(kind, frame);
  const targetPoints = (t: Tile) => pointsOf(kind === 'polyabolo' ? 'square' : kind, t);
  const save = () => {
    if (!editing) return;
    if (!editing.length) {
      setMessage('Keep at least one tile: the panel cannot be empty.');
      return;
    }
    savePanel(cardType, editing);
    onSaved?.(editing);
    setEditing(null);
    setMessage(null);
    setVersion((v) => v + 1);
  };
  const tileName = (t: Tile) => {
    const current = editing?.find((p) => p[0] === t[0] && p[1] === t[1]);
    const state = !current ? 'gap' : kind !== 'polyabolo' ? 'in the panel' : current[2] === 4 ? 'full square' : `half square, right angle ${['NW', 'NE', 'SE', 'SW'][current[2]!]}`;
    return `${kind === 'triangular' ? 'Triangle' : 'Cell'} ${t[0]}, ${t[1]}: ${state}`;
  };
  return (
    <div class="grid-editor" data-testid="panel-editor">
      <div class="row">
        <button
          type="button"
          class="btn small"
          data-testid="edit-panel"
          aria-expanded={editing !== null}
          onClick={() => {
            setEditing((now) => (now ? null : saved));
            setMessage(null);
          }}
          onMouseEnter={() => setPreview(true)}
          onMouseLeave={() => setPreview(false)}
          onFocus={() => setPreview(true)}
          onBlur={() => setPreview(false)}
        >
          Edit panel
        </button>
        <span class="hint" data-testid="panel-size">
          Panel: {panelTiles(kind, saved)} tiles
        </span>
      </div>
      {preview && editing === null && (
        <div class="grid-preview" data-testid="panel-preview">
          <PanelSvg kind={kind} frame={frame} label={`The room's panel: ${panelTiles(kind, saved)} tiles`}>
            <TilesGroup kind={kind} tiles={frameTiles(kind, frame)} class="grid-frame-tile" />
            <TilesGroup kind={kind} tiles={saved} class="grid-panel-tile" />
          </PanelSvg>
        </div>
      )}
      {editing !== null && (
        <div class="grid-editing">
          <p class="hint">Click a {kind === 'triangular' ? 'triangle' : 'cell'} (or focus it and press Enter) to toggle it{kind === 'polyabolo' ? ': gap, four half squares, full square' : ''}.</p>
          <PanelSvg kind={kind} frame={frame} label="Panel being edited" testid="panel-edit-svg">
            <TilesGroup kind={kind} tiles={frameTiles(kind, frame)} class="grid-frame-tile" />
            <TilesGroup kind={kind} tiles={editing} class="grid-panel-tile" />
            <g class="grid-edit-targets">
              {targets.map((t) => (
                <polygon
                  key={t.join(',')}
                  points={targetPoints(t)}
                  tabindex={0}
                  role="button"
                  aria-label={tileName(t)}
                  data-testid={`edit-tile-${t.join('-')}`}
                  onClick={() => setEditing((now) => now && toggleTile(kind, now, t))}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    setEditing((now) => now && toggleTile(kind, now, t));
                  }}
                />
              ))}
            </g>
          </PanelSvg>
          <p class="hint" data-testid="panel-edit-size">
            {panelTiles(kind, editing)} tiles
          </p>
          <div class="row">
            <button type="button" class="btn small" data-testid="panel-save" onClick={save}>
              Save
            </button>
            <button
              type="button"
              class="btn small"
              data-testid="panel-cancel"
              onClick={() => {
                setEditing(null);
                setMessage(null);
              }}
            >
              Cancel
            </button>
          </div>
          {message && (
            <p class="error" role="alert" data-testid="panel-message">
              {message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

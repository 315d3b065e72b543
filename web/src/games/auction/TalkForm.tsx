// Your talk turn: a message of 1 to 280 characters (counted live in code
// points, as the server counts them; longer is refused, never cut), Say or
// Pass; Enter says (Shift+Enter would be a new line, which the server keeps).
import { useState } from 'preact/hooks';
import { messageLength, messageProblem } from './texts';

export function TalkForm({ max, disabled, onSay, onPass }: { max: number; disabled: boolean; onSay: (text: string) => Promise<boolean>; onPass: () => void }) {
  const [text, setText] = useState('');
  const count = messageLength(text);
  const problem = messageProblem(text, max, false);
  const say = async () => {
    if (problem || disabled) return;
    if (await onSay(text.trim())) setText('');
  };
  return (
    <div class="auction-form" data-testid="talk-form">
      <label for="talk-input" class="auction-label">
        Say something to the table (not binding)
      </label>
      <div class="auction-row">
        <input
          id="talk-input"
          data-testid="talk-input"
          type="text"
          autoComplete="off"
          value={text}
          aria-describedby="talk-count"
          onInput={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void say();
            }
          }}
        />
        <button type="button" class="btn primary" data-testid="say" disabled={disabled || problem !== null} onClick={() => void say()}>
          Say
        </button>
        <button type="button" class="btn" data-testid="pass" disabled={disabled} onClick={onPass}>
          Pass
        </button>
      </div>
      <span id="talk-count" class={`hint${count > max ? ' error' : ''}`} data-testid="talk-count">
        {count} / {max}
        {count > max ? ` · ${problem}` : ''}
      </span>
    </div>
  );
}

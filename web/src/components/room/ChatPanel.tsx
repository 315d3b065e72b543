// The room's chat (the last 100 messages). Registered players in or
// watching the room post; guests and anonymous viewers read, and are told why.
import { useEffect, useRef, useState } from 'preact/hooks';
import { type RoomProps, useRoomAction } from './useRoomAction';

const MAX_CHARS = 300;

function whyReadOnly(props: RoomProps): string {
  const viewer = props.state.viewer ?? null;
  if (!viewer) return 'Log in or sign up to chat; visitors can read along.';
  if (viewer.guest) return 'Guests can read the chat but not post. Sign up to chat.';
  return 'You cannot post in this room’s chat.';
}

function timeOf(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export function ChatPanel(props: RoomProps) {
  const { state, room, onState } = props;
  const { busy, error, act } = useRoomAction(state.code, onState);
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement | null>(null);
  const canChat = state.viewer?.canChat === true;
  const chat = room.chat ?? [];
  const last = chat[chat.length - 1];

  // Follow new messages, as chats do.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat.length, last?.at]);

  const send = async (event: Event) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    if (await act('chat', { text: message })) setText('');
  };

  return (
    <section class="panel chat" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">Chat</h2>
      <ol class="chat-log" data-testid="chat-log" ref={log} aria-live="polite">
        {chat.length === 0 && <li class="muted">No messages yet.</li>}
        {chat.map((line, i) => (
          <li key={`${line.at}-${i}`} data-testid="chat-line">
            <time dateTime={new Date(line.at).toISOString()} class="muted">
              {timeOf(line.at)}
            </time>{' '}
            <strong>{line.name}</strong>: <span class="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      {canChat ? (
        <form class="row chat-form" onSubmit={send}>
          <label class="sr-only" for="chat-input">
            Message
          </label>
          <input
            id="chat-input"
            data-testid="chat-input"
            type="text"
            maxLength={MAX_CHARS}
            autoComplete="off"
            placeholder="Say something…"
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="btn" data-testid="chat-send" disabled={busy !== null || !text.trim()}>
            Send
          </button>
        </form>
      ) : (
        <p class="hint" data-testid="chat-readonly">
          {whyReadOnly(props)}
        </p>
      )}
      {error && (
        <p class="error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
    </section>
  );
}

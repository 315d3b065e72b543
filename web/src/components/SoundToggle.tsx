// The header's one sound switch (sound.ts): off by default, remembered.
import { useEffect, useState } from 'preact/hooks';
import { playTick, setSoundOn, soundOn } from '../sound';

export function SoundToggle() {
  const [on, setOn] = useState(soundOn);
  useEffect(() => {
    const sync = () => setOn(soundOn());
    window.addEventListener('gavel-sound', sync);
    return () => window.removeEventListener('gavel-sound', sync);
  }, []);
  return (
    <button
      type="button"
      class="btn small on-dark sound-toggle"
      aria-pressed={on}
      data-testid="sound-toggle"
      aria-label="Sound"
      title={on ? 'Sound is on' : 'Sound is off'}
      onClick={() => {
        setSoundOn(!on);
        // The click is the gesture that lets the browser play: a tick says it works.
        if (!on) playTick();
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none" stroke-linecap="round" />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        )}
      </svg>
    </button>
  );
}

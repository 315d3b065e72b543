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
      title={on ? 'Sound is on' : 'Sound is off'}
      onClick={() => {
        setSoundOn(!on);
        // The click is the gesture that lets the browser play: a tick says it works.
        if (!on) playTick();
      }}
    >
      {on ? 'Sound on' : 'Sound off'}
    </button>
  );
}

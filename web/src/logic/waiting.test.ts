import { describe, expect, it } from 'vitest';
import { sentence, startHintFor, waitingLine } from './waiting';

const base = { canStart: false, startHint: null as string | null, myName: 'bob_ux' as string | null, isHost: true };

describe('the waiting room status line', () => {
  it('never tells the host to wait for himself', () => {
    const line = waitingLine({ ...base, startHint: 'waiting for bob_ux to be ready' });
    expect(line).not.toContain('bob_ux');
    expect(line).toBe('Waiting for the other players to be ready.');
  });
  it('tells a seated player who is not ready what to do', () => {
    expect(waitingLine({ ...base, isHost: false, startHint: 'waiting for bob_ux to be ready' })).toContain('I’m ready');
  });
  it('names the other player the room waits for', () => {
    expect(waitingLine({ ...base, startHint: 'waiting for alice to be ready' })).toBe('Waiting for alice to be ready.');
    expect(startHintFor({ ...base, myName: null, startHint: 'waiting for bob_ux to be ready' })).toBe('Waiting for bob_ux to be ready.');
  });
  it('says who starts once the room can start', () => {
    expect(waitingLine({ ...base, canStart: true })).toBe('You can start the game.');
    expect(waitingLine({ ...base, canStart: true, isHost: false })).toBe('Waiting for the host to start.');
  });
  it('makes the server hint a sentence', () => {
    expect(sentence('at least 2 players are needed')).toBe('At least 2 players are needed.');
    expect(sentence(null)).toBe('');
  });
});

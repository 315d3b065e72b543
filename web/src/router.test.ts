import { describe, expect, it } from 'vitest';
import { leaderboardPath, parseRoute, profilePath } from './router';

describe('parseRoute', () => {
  it('reads the lobby, match and replay routes', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/m/k7q2m')).toEqual({ page: 'match', code: 'K7Q2M' });
    expect(parseRoute('/replay/K7Q2M/')).toEqual({ page: 'replay', code: 'K7Q2M' });
  });
  it('reads the long codes of private tables', () => {
    expect(parseRoute('/m/k7q2mx3h9abcd')).toEqual({ page: 'match', code: 'K7Q2MX3H9ABCD' });
    expect(parseRoute('/replay/K7Q2MX3H9ABCD')).toEqual({ page: 'replay', code: 'K7Q2MX3H9ABCD' });
  });
  it('reads a profile by name, keeping its letter case', () => {
    expect(parseRoute('/u/Ada_99')).toEqual({ page: 'profile', name: 'Ada_99' });
    expect(parseRoute('/u/Guest-4821')).toEqual({ page: 'profile', name: 'Guest-4821' });
    expect(parseRoute('/u/caf%C3%A9')).toEqual({ page: 'profile', name: 'café' });
  });
  it('reads the leaderboard with or without a game', () => {
    expect(parseRoute('/leaderboard/hearts')).toEqual({ page: 'leaderboard', game: 'hearts' });
    expect(parseRoute('/leaderboard/Hearts')).toEqual({ page: 'leaderboard', game: 'hearts' });
    expect(parseRoute('/leaderboard')).toEqual({ page: 'leaderboard', game: null });
    expect(parseRoute('/admin')).toEqual({ page: 'admin' });
  });
  it('sends anything else to the missing page', () => {
    expect(parseRoute('/u')).toEqual({ page: 'missing', path: '/u' });
    expect(parseRoute('/u/%E0%A4%A')).toEqual({ page: 'missing', path: '/u/%E0%A4%A' });
    expect(parseRoute('/leaderboard/a b')).toEqual({ page: 'missing', path: '/leaderboard/a b' });
    expect(parseRoute('/m/!!!')).toEqual({ page: 'missing', path: '/m/!!!' });
    expect(parseRoute('/x/y/z')).toEqual({ page: 'missing', path: '/x/y/z' });
  });
  it('builds the paths it reads', () => {
    expect(parseRoute(profilePath('Ada'))).toEqual({ page: 'profile', name: 'Ada' });
    expect(parseRoute(leaderboardPath('hearts'))).toEqual({ page: 'leaderboard', game: 'hearts' });
  });
});

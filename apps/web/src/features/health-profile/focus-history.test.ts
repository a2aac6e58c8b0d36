import { describe, expect, it } from 'vitest';
import { a11yLimits, pushFocusHistory } from './focus-history';

describe('focus history (spec part 1 §9)', () => {
  it('P1-A11Y-11: keeps the 10 most recent entries, newest last', () => {
    let history: number[] = [];
    for (let i = 1; i <= 12; i++) history = pushFocusHistory(history, i);
    expect(a11yLimits.focusHistoryMax).toBe(10);
    expect(history).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('records a repeated focus of the same element once', () => {
    expect(pushFocusHistory(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(pushFocusHistory(['a', 'b'], 'a')).toEqual(['a', 'b', 'a']);
  });

  it('does not change the history it was given', () => {
    const history = ['a'];
    pushFocusHistory(history, 'b');
    expect(history).toEqual(['a']);
  });

  it('P1-A11Y-07: announcements clear after 1 s', () => {
    expect(a11yLimits.announcementClearMs).toBe(1000);
  });
});

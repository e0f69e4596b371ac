import { watchSavedMessage } from './watch.messages.js';

describe('the toast after watching a saved search', () => {
  it('says how often it runs and where its finds show', () => {
    expect(watchSavedMessage('Tacos in Austin', 'weekly')).toBe(
      'Watching Tacos in Austin weekly: its new places show in My Leads, New this week',
    );
    expect(watchSavedMessage('Tacos in Austin', 'daily')).toMatch(/^Watching Tacos in Austin daily: /);
  });

  it('says the watch stopped', () => {
    expect(watchSavedMessage('Tacos in Austin', null)).toBe('Stopped watching Tacos in Austin');
  });
});

import {
  emptyWords,
  isLong,
  kindLabel,
  kindOptions,
  kindTone,
  overrideWords,
  whoWords,
  writeBackLabel,
} from './inbox-words.logic.js';

describe('an empty inbox', () => {
  it('says an empty list in words', () => {
    expect(emptyWords('all')).toBe(
      'No answers yet. Replies, out-of-office notes and bounces to your emails show here.',
    );
    expect(emptyWords('unread')).toBe('No unread answers.');
    expect(emptyWords('replies')).toBe('No replies yet.');
  });
});

describe('what an answer is', () => {
  it('offers every kind to override with, in words', () => {
    expect(kindOptions()).toEqual([
      { value: 'reply', label: 'Reply' },
      { value: 'out_of_office', label: 'Out of office' },
      { value: 'auto_reply', label: 'Auto-reply' },
      { value: 'hard_bounce', label: 'Bounced' },
      { value: 'soft_bounce', label: 'Bounced (temporary)' },
      { value: 'opt_out', label: 'Asked not to be emailed' },
      { value: 'not_interested', label: 'Not interested' },
    ]);
    expect(kindLabel('spam')).toBe('spam');
  });

  it('colours a reply as good news and a bounce or a no as bad', () => {
    expect(kindTone('reply')).toBe('good');
    expect(kindTone('hard_bounce')).toBe('bad');
    expect(kindTone('opt_out')).toBe('bad');
    expect(kindTone('out_of_office')).toBe('neutral');
  });

  it('says what an override did', () => {
    expect(overrideWords({ kind: 'out_of_office', action: 'Paused until Dec 8.' })).toBe(
      'Marked as Out of office: paused until Dec 8',
    );
    expect(overrideWords({ kind: 'auto_reply', action: '' })).toBe('Marked as Auto-reply');
  });
});

describe('an answer in words', () => {
  it('names who wrote, with the address beside a name', () => {
    expect(whoWords({ from: 'maria@lupita.example', from_name: 'Maria Lopez' })).toEqual({
      name: 'Maria Lopez',
      address: 'maria@lupita.example',
    });
    expect(whoWords({ from: 'maria@lupita.example', from_name: null })).toEqual({
      name: 'maria@lupita.example',
      address: null,
    });
    expect(whoWords({ from: 'm@x.example', from_name: ' M@X.example ' })).toEqual({
      name: 'm@x.example',
      address: null,
    });
  });

  it('clamps a long text behind Show more', () => {
    expect(isLong('Sounds good, call me Tuesday.')).toBe(false);
    expect(isLong('x'.repeat(281))).toBe(true);
    expect(isLong('a\nb\nc\nd\ne')).toBe(true);
  });
});

describe('the button that answers a reply', () => {
  it('writes back to whoever answered, or to the colleague their reply points to', () => {
    expect(writeBackLabel({ asks: null })).toBe('Write back');
    expect(
      writeBackLabel({ asks: { kind: 'info', words: 'Asks for more information', name: null, address: null } }),
    ).toBe('Write back');
    const to = (name: string | null) =>
      writeBackLabel({ asks: { kind: 'referral', words: '', name, address: 'gm@lupita.example' } });
    expect(to('Maria Lopez')).toBe('Write to Maria');
    expect(to(null)).toBe('Write to gm@lupita.example');
  });
});

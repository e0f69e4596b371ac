import { newToThread } from './answer.copied.js';

describe('whom an answer brings into the thread', () => {
  const grace = { address: 'grace.kim@taqueria.example', name: 'Grace Kim' };

  it('leaves out the rep, the team and anyone the thread already has, whatever their case', () => {
    const known = new Set(['ana@tablepoint.example', 'tom@taqueria.example', 'sam@tablepoint.example']);
    const copied = [
      { address: 'Ana@TablePoint.example', name: 'Ana Rep' },
      { address: 'tom@taqueria.example', name: 'Tom' },
      grace,
      { address: 'sam@tablepoint.example', name: null },
    ];
    expect(newToThread(copied, known)).toEqual([grace]);
  });

  it('keeps everyone when none of them is known, and nobody when it copies nobody', () => {
    expect(newToThread([grace], new Set())).toEqual([grace]);
    expect(newToThread([], new Set(['ana@tablepoint.example']))).toEqual([]);
  });
});

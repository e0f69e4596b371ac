import { signOffsOf, withoutSignature, withoutSignOffs } from './sign-offs.js';

const names = (text: string) => signOffsOf(text).map((o) => [o.text, o.name]);

describe('sign-offs', () => {
  it('finds a closing line with the name under it', () => {
    expect(names('Would you have 15 minutes?\n\nBest,\nSam Rivera\nAccount Executive, TablePoint')).toEqual([
      ['Best, Sam Rivera', 'Sam Rivera'],
    ]);
    expect(names('Thanks!\n— Sam')).toEqual([['Thanks! — Sam', 'Sam']]);
    expect(names('Kind regards,\n\nMaria Lopez')).toEqual([['Kind regards, Maria Lopez', 'Maria Lopez']]);
  });

  it('finds a closing with the name on its line, and one without a name', () => {
    expect(names('Cheers, Sam')).toEqual([['Cheers, Sam', 'Sam']]);
    expect(names('Would you have 15 minutes?\n\nBest,')).toEqual([['Best,', null]]);
    expect(names('Regards')).toEqual([['Regards', null]]);
  });

  it('finds a dashed signature after a sentence, and a team signing', () => {
    expect(names('could we find a slot this week, between services? — Sam\n\nMore words.')).toEqual([['— Sam', 'Sam']]);
    expect(names('Would that work for you? — the TablePoint team')).toEqual([
      ['— the TablePoint team', 'the TablePoint team'],
    ]);
  });

  it('takes no sentence, dash inside a sentence or list bullet for a sign-off', () => {
    expect(names('Thanks for your time on the phone today.')).toEqual([]);
    expect(names('Best burgers on Park Ave, people say.')).toEqual([]);
    expect(names('It turns tables faster — Grilled Salmon included.')).toEqual([]);
    expect(names('What you get:\n- Online Ordering\n- Gift Cards\nWould that help?')).toEqual([]);
  });

  it('cuts the signature block off, or every sign-off out', () => {
    const text = 'Would you have 15 minutes? — Sam\n\nWould that help?\n\nBest,\nDemo Rep\nTablePoint';
    expect(withoutSignature(text)).toBe('Would you have 15 minutes? — Sam\n\nWould that help?');
    expect(withoutSignOffs(text)).toBe('Would you have 15 minutes? \n\nWould that help?\n\n\nTablePoint');
    expect(withoutSignature('No sign-off here.')).toBe('No sign-off here.');
  });
});

import { claimNames, figuresIn, readClaims } from './business-analysis.claims.js';
import { pageLines } from './business-analysis.lines.js';

describe('claims and figures read from a vendor page', () => {
  it('finds the figures a sentence states, as written', () => {
    expect(figuresIn('Restaurants turn tables 18% faster and close checks in under 40 seconds.')).toEqual([
      '18%',
      '40 seconds',
    ]);
    expect(figuresIn('Save an average of $1,450 a month and see a 5x return.')).toEqual(['$1,450', '5x']);
    expect(figuresIn('Join 900+ restaurants, or 3,200 if you count bars; 30 percent more visits.')).toEqual([
      '900+ restaurants',
      '3,200',
      '30 percent',
    ]);
  });

  it('does not take years, clock times, phone numbers or numbers inside words as figures', () => {
    expect(figuresIn('Founded in 2016, open 11:00–22:00, call (512) 555-0134, 24/7 support for B2B brands.')).toEqual(
      [],
    );
  });

  it('keeps each stating sentence once, named by its figures', () => {
    const lines = pageLines({
      headings: ['Results'],
      text: 'Results\nCut no-shows by 38%. Guests love it.\nCut no-shows by 38%.\nPlans from $79 a month.\nNo numbers here.',
    });
    const claims = readClaims(lines);
    expect(claims).toEqual([
      { figures: ['38%'], sentence: 'Cut no-shows by 38%.' },
      { figures: ['$79'], sentence: 'Plans from $79 a month.' },
    ]);
    expect(claimNames([...claims, { figures: ['38%'], sentence: 'Another 38%.' }])).toEqual(['38%', '$79', '38% (2)']);
  });

  it('takes headlines with a figure, but not menu prices, addresses or names with a number', () => {
    const lines = pageLines({
      headings: ['38% fewer no-shows', 'Smokehouse 51'],
      text: [
        '38% fewer no-shows',
        'Smokehouse 51',
        'Hummus with warm pita — $8',
        '18 Pier Road, Harbor City, ME 04101',
        'Call us at (479) 555-0192 for 20 people or more.',
      ].join('\n'),
    });
    expect(readClaims(lines)).toEqual([{ figures: ['38%'], sentence: '38% fewer no-shows' }]);
  });

  it('finds nothing on a page that states no figure', () => {
    expect(readClaims(pageLines({ headings: [], text: 'We make great software.\nTalk to us.' }))).toEqual([]);
  });
});

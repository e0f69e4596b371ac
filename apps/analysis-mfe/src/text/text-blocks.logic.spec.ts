import { blocksToPlainText, humanizeKey, parseText, toPlainText } from './text-blocks.logic.js';

describe('parseText', () => {
  it('is empty for missing or blank text', () => {
    expect(parseText(undefined)).toEqual({ format: 'empty', blocks: [] });
    expect(parseText('  \n ')).toEqual({ format: 'empty', blocks: [] });
    expect(parseText('{}')).toEqual({ format: 'empty', blocks: [] });
  });

  it('splits plain text into titled blocks, labelled fields and bullet points', () => {
    const brief =
      'Headline: Online ordering for independents\n' +
      'Who it is for: Restaurant Owner, General Manager\n' +
      'Key messages:\n' +
      '- Online Ordering: Helps restaurants with online ordering\n' +
      '- Reservations: Fewer no-shows\n' +
      'Proof points: none stated on the website';
    expect(parseText(brief)).toEqual({
      format: 'markup',
      blocks: [
        {
          items: [
            { kind: 'field', label: 'Headline', text: 'Online ordering for independents' },
            { kind: 'field', label: 'Who it is for', text: 'Restaurant Owner, General Manager' },
          ],
        },
        {
          title: 'Key messages',
          items: [
            { kind: 'bullet', text: 'Online Ordering: Helps restaurants with online ordering' },
            { kind: 'bullet', text: 'Reservations: Fewer no-shows' },
            { kind: 'field', label: 'Proof points', text: 'none stated on the website' },
          ],
        },
      ],
    });
  });

  it('joins wrapped lines into one paragraph and starts a new one after a blank line', () => {
    const { format, blocks } = parseText('We help restaurants\ngrow revenue.\n\nSecond paragraph.');
    expect(format).toBe('plain');
    expect(blocks).toEqual([
      {
        items: [
          { kind: 'paragraph', text: 'We help restaurants grow revenue.' },
          { kind: 'paragraph', text: 'Second paragraph.' },
        ],
      },
    ]);
  });

  it('reads Markdown headings, bold titles, numbered lists and capitals as structure, and drops the markers', () => {
    const md =
      '## Positioning\nWe are **the** choice for [Toast](https://toast.example.com) users.\n\n**Why it works**\n1. Fast\n2. `Cheap`\n\nNEXT STEPS\n* Call the owner';
    const { format, blocks } = parseText(md);
    expect(format).toBe('markup');
    expect(blocks).toEqual([
      {
        title: 'Positioning',
        items: [{ kind: 'paragraph', text: 'We are the choice for Toast (https://toast.example.com) users.' }],
      },
      {
        title: 'Why it works',
        items: [
          { kind: 'bullet', text: 'Fast' },
          { kind: 'bullet', text: 'Cheap' },
        ],
      },
      { title: 'NEXT STEPS', items: [{ kind: 'bullet', text: 'Call the owner' }] },
    ]);
  });

  it('does not take a capitalised bullet for a title', () => {
    expect(parseText('- FREE DELIVERY\n- ONLINE ORDERS').blocks).toEqual([
      {
        items: [
          { kind: 'bullet', text: 'FREE DELIVERY' },
          { kind: 'bullet', text: 'ONLINE ORDERS' },
        ],
      },
    ]);
  });

  it('turns HTML into text: tags dropped, scripts removed, entities decoded, list items as bullets', () => {
    const html =
      '<h2>Avatar</h2><p>Owner &amp; operator<br>of 1&ndash;3 sites</p><ul><li>Busy</li><li onclick="x()">Tired</li></ul><script>alert(1)</script><img src=x onerror=alert(2)>';
    const { format, blocks } = parseText(html);
    expect(format).toBe('markup');
    expect(blocks).toEqual([
      {
        title: 'Avatar',
        items: [
          { kind: 'paragraph', text: 'Owner & operator of 1–3 sites' },
          { kind: 'bullet', text: 'Busy' },
          { kind: 'bullet', text: 'Tired' },
        ],
      },
    ]);
    expect(JSON.stringify(blocks)).not.toMatch(/script|alert|<|onerror/);
  });

  it('shows a JSON object as labelled sections, one per key', () => {
    const json = JSON.stringify({
      ideal_buyer: 'Restaurant Owner',
      goals: ['Grow revenue', 'Save staff time'],
      demographics: { locationCount: 3, region: 'Texas' },
      personas: [{ role: 'GM', goal: 'Smooth shifts' }],
      empty: '',
      story: 'Line one\n- point',
    });
    expect(parseText(json)).toEqual({
      format: 'json',
      blocks: [
        { title: 'Ideal Buyer', items: [{ kind: 'paragraph', text: 'Restaurant Owner' }] },
        {
          title: 'Goals',
          items: [
            { kind: 'bullet', text: 'Grow revenue' },
            { kind: 'bullet', text: 'Save staff time' },
          ],
        },
        {
          title: 'Demographics',
          items: [
            { kind: 'field', label: 'Location Count', text: '3' },
            { kind: 'field', label: 'Region', text: 'Texas' },
          ],
        },
        { title: 'Personas', items: [{ kind: 'bullet', text: 'Role: GM; Goal: Smooth shifts' }] },
        {
          title: 'Story',
          items: [
            { kind: 'paragraph', text: 'Line one' },
            { kind: 'bullet', text: 'point' },
          ],
        },
      ],
    });
  });

  it('reads JSON inside a code fence, a JSON list, and values that are already objects', () => {
    expect(parseText('```json\n{"usp": "Fast"}\n```').blocks).toEqual([
      { title: 'Usp', items: [{ kind: 'paragraph', text: 'Fast' }] },
    ]);
    expect(parseText('["a", "b"]').blocks).toEqual([
      {
        items: [
          { kind: 'bullet', text: 'a' },
          { kind: 'bullet', text: 'b' },
        ],
      },
    ]);
    expect(parseText({ coreMessage: 'Hi' }).format).toBe('json');
  });

  it('treats text that only looks like JSON as plain text', () => {
    expect(parseText('{not json').blocks).toEqual([{ items: [{ kind: 'paragraph', text: '{not json' }] }]);
  });
});

describe('plain-text output', () => {
  it('writes blocks back as readable text', () => {
    expect(toPlainText('Key messages:\n- One\nProof: two')).toBe('Key messages:\n- One\nProof: two');
    expect(blocksToPlainText(parseText('{"a_b": ["x"], "c": "y"}').blocks)).toBe('A B:\n- x\n\nC:\ny');
  });

  it('humanises keys', () => {
    expect(humanizeKey('painPoints')).toBe('Pain Points');
    expect(humanizeKey('step1_business_profile')).toBe('Step1 Business Profile');
    expect(humanizeKey('coreUSP')).toBe('Core USP');
  });
});

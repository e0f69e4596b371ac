import { dropContradictions } from './pitch-model.check.js';
import { taqueriaSite, writerPitch } from './pitch-model.fixtures.js';

describe("a model's pitch checked against the site", () => {
  it('leaves out each statement calling missing what the site shows, and keeps the rest', () => {
    const { pitch, dropped } = dropContradictions(
      {
        ...writerPitch,
        pain_points: ['No online ordering on the website', 'Reservations were not seen on the website'],
        key_insights: ["Catering isn't offered", 'Tacos and margaritas on East 6th'],
        email_opener:
          'Hi Ana, I saw your tacos on East 6th. You do not take orders online yet, which costs you takeout. TableTech POS can help.',
      },
      taqueriaSite,
    );
    expect(pitch.pain_points).toEqual(['Reservations were not seen on the website']);
    expect(pitch.key_insights).toEqual(['Tacos and margaritas on East 6th']);
    expect(pitch.email_opener).toBe('Hi Ana, I saw your tacos on East 6th. TableTech POS can help.');
    expect(dropped).toHaveLength(3);
    expect(dropped).toEqual(
      expect.arrayContaining([
        "Catering isn't offered",
        'No online ordering on the website',
        'You do not take orders online yet, which costs you takeout.',
      ]),
    );
  });

  it('leaves out every claim of absence when the site was not read: nobody saw it', () => {
    const { pitch } = dropContradictions(
      { ...writerPitch, pain_points: ['No gift cards for sale', 'A 4.6 rating over 800 reviews'] },
      null,
    );
    expect(pitch.pain_points).toEqual(['A 4.6 rating over 800 reviews']);
  });
});

import { asksOf, isAsk, oneAsk } from './one-ask.js';

const context = { senderName: 'Sam Rivera', people: [] };

describe('one ask', () => {
  it('counts the ways reps ask for time', () => {
    for (const ask of [
      'Would you have 15 minutes this week to talk it over?',
      'Could we find a slot for a 15-minute call, between services?',
      'Are you open to a quick call on Thursday?',
      'Can I show you how it works on your own floor?',
      'Are you free Tuesday afternoon?',
      'Would a 15-minute call this week be worth it to you?',
      "When's a good time to talk?",
      'Could we take 15 minutes to see whether it fits your restaurant?',
      'Let me know if 15 minutes this week works.',
      "I'd love to grab a quick coffee with you next week.",
    ]) {
      expect([ask, isAsk(ask)]).toEqual([ask, true]);
    }
  });

  it('takes other questions and statements for what they are', () => {
    for (const sentence of [
      'Did you know most guests check a menu before they call?',
      'Is online ordering something you have looked at?',
      "I'd like to hear the story behind your 6 years in business.",
      'I have 15 minutes of video from the launch.',
      'We set it up in a 15-minute call.',
    ]) {
      expect([sentence, isAsk(sentence)]).toEqual([sentence, false]);
    }
  });

  it('passes an email with one ask', () => {
    const body = 'Hi Sofia,\n\nI noticed your patio.\n\nWould you have 15 minutes this week?\n\nBest,\nSam';
    expect(oneAsk(body, context)).toBeNull();
  });

  it('flags an email with no ask', () => {
    const body = 'Hi Sofia,\n\nI noticed your patio. TablePoint turns tables 12% faster.\n\nBest,\nSam';
    expect(oneAsk(body, context)).toEqual({ rule: 'one_ask', message: expect.stringContaining("There's no ask") });
  });

  it('flags two asks, quoting the asking clause of each', () => {
    const body =
      'Hi Sofia, TablePoint turns tables 12% faster; could we find a slot for a call this week? — Sam\n\nWould you have 15 minutes this week?\n\nBest,\nSam';
    expect(oneAsk(body, context)?.message).toBe(
      "It asks for time twice ('could we find a slot for a call this week?' and 'Would you have 15 minutes this week?'): keep one ask, at the end; two asks read like two emails glued together.",
    );
  });

  it('counts an ask in a P.S., and none in the quoted email or the footer', () => {
    const ps = 'Would you have 15 minutes this week?\n\nBest,\nSam\n\nP.S. Are you free on Friday morning?';
    expect(asksOf(ps)).toHaveLength(2);
    const followUp =
      "Hi again,\n\nAny chance for 15 minutes this week?\n\nBest,\nSam\n\n> Would you have 15 minutes this week?\n\n--\n500 Market St, San Francisco, CA 94105\nDon't want these emails? Unsubscribe: https://x.test/u";
    expect(asksOf(followUp)).toEqual(['Any chance for 15 minutes this week?']);
  });
});

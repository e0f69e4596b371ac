import { OncePerRequest, REQUEST_KEEP_MS } from './offer.once.js';

describe('one ask per request', () => {
  it('shares the first answer among the messages of one request, and asks again for another request', async () => {
    let asks = 0;
    const once = new OncePerRequest<number>();
    const ask = async () => ++asks;
    const answers = await Promise.all(Array.from({ length: 10 }, () => once.get('rep\nsearch-1', true, ask)));
    expect(answers).toEqual(Array(10).fill(1));
    await expect(once.get('rep\nsearch-2', true, ask)).resolves.toBe(2);
    expect(asks).toBe(2);
  });

  it('asks every time when there is no request to share, and again once the kept answer is old', async () => {
    let asks = 0;
    let now = 0;
    const once = new OncePerRequest<number>(() => now);
    const ask = async () => ++asks;
    await once.get('rep\n', false, ask);
    await once.get('rep\n', false, ask);
    expect(asks).toBe(2);
    await once.get('rep\nr1', true, ask);
    now = REQUEST_KEEP_MS + 1;
    await expect(once.get('rep\nr1', true, ask)).resolves.toBe(4);
  });
});

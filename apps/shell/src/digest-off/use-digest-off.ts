import { apiErrorText } from '@leadgen/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicApi } from '../auth/public.client.js';
import { DIGEST_OFF_UNREACHABLE } from './digest-off.logic.js';

export type DigestOffState =
  { step: 'sending' } | { step: 'done'; message: string } | { step: 'failed'; error: string };

/**
 * The link itself is the one click: the token goes to POST /api/account/digest/opt-out/{token} as soon as
 * the page opens (once, however often React runs the effect), then the server's answer in words,
 * or its error (a link it does not know, a missing token), with `retry` when it could not be reached.
 */
export function useDigestOff(token: string) {
  const [state, setState] = useState<DigestOffState>({ step: 'sending' });
  const sent = useRef<string | null>(null);

  const send = useCallback(async () => {
    setState({ step: 'sending' });
    try {
      const answer = await publicApi.call('digestOptOut', {}, { token });
      setState({ step: 'done', message: answer.message });
    } catch (err) {
      setState({ step: 'failed', error: apiErrorText(err, DIGEST_OFF_UNREACHABLE) });
    }
  }, [token]);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    void send();
  }, [token, send]);

  return { state, retry: () => void send() };
}

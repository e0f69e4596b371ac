import type { ApiClient, OutreachDraft, RemoteProps } from '@leadgen/contracts';
import { useRef, useState } from 'react';
import { formErrors } from '../shared/errors.logic.js';
import { addressedTo, initialForm, sendRequest, sentWords, type DraftForm, type SendWhen } from './draft.logic.js';
import type { DraftRequest } from './use-draft-requests.js';
import { useSignAs } from './use-sign-as.js';

type Problem = { field: string | null; error: string } | null;

/**
 * The draft's state: the lead it writes to, the draft the server made from the lead's latest
 * pitch, what the rep edits, and the send. `onSent` lets the outbox and My Leads read again.
 */
export function useDraft(api: ApiClient, toast: RemoteProps['toast'], onSent: () => void) {
  const [lead, setLead] = useState<DraftRequest | null>(null);
  const [draft, setDraft] = useState<OutreachDraft | null>(null);
  const [form, setForm] = useState<DraftForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [sending, setSending] = useState<SendWhen | null>(null);
  const [result, setResult] = useState<string | null>(null);
  // Only the latest 'Email' may fill the draft: a draft that answers late for an earlier lead is dropped.
  const opened = useRef(0);

  async function open(request: DraftRequest) {
    const id = ++opened.current;
    setLead(request);
    setDraft(null);
    setForm(null);
    setLoadError(null);
    setProblem(null);
    setResult(null);
    try {
      const answer = request.answer_id ? { answer_id: request.answer_id } : undefined;
      const { draft: made } = await api.call('outreachDraft', undefined, { lead_id: request.lead_id }, answer);
      if (opened.current !== id) return;
      setDraft(made);
      setForm(initialForm(made, request.to));
    } catch (err) {
      if (opened.current === id)
        setLoadError(formErrors(err, 'Could not write a draft for this lead. Try again.').message);
    }
  }

  async function send(when: SendWhen) {
    if (!draft || !form || sending) return;
    const checked = sendRequest(draft, { ...form, when });
    if (!('request' in checked)) return setProblem(checked);
    setProblem(null);
    setSending(when);
    try {
      const res = await api.call('outreachSend', checked.request);
      const words = sentWords(res, draft.restaurant_name);
      setResult(words);
      setDraft(null);
      setForm(null);
      // The result says it where the draft was (DraftView brings it into view): no toast over the page.
      onSent();
    } catch (err) {
      const { fields, message } = formErrors(err, 'The email was not sent. Try again.');
      const field = Object.keys(fields)[0] ?? null;
      setProblem({ field, error: field ? fields[field]! : message });
    } finally {
      setSending(null);
    }
  }

  function close() {
    opened.current++;
    setLead(null);
    setDraft(null);
    setForm(null);
    setLoadError(null);
    setProblem(null);
    setResult(null);
  }

  const signAs = useSignAs(api, toast, () => lead && void open(lead));

  const edit = (change: Partial<DraftForm>) => setForm((f) => (f ? { ...f, ...change } : f));
  const addressTo = (to: string) => setForm((f) => (f && draft ? addressedTo(draft, f, to) : f));

  return {
    lead,
    draft,
    form,
    edit,
    addressTo,
    loadError,
    problem,
    sending,
    result,
    open,
    send,
    close,
    retry: () => lead && open(lead),
    signAs: (name: string) => signAs.mutate(name),
    signingAs: signAs.isPending,
  };
}

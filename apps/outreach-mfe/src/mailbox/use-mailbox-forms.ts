import type { Mailbox } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { imapFormFrom, type ImapForm } from './imap.logic.js';
import { formFromMailbox, type MailboxForm } from './mailbox.logic.js';

/**
 * The form and its IMAP group as the rep types them. They start from the first mailbox read and
 * from each save; later reads (the count sent today, the last IMAP check) keep what is typed.
 */
export function useMailboxForms(first: Mailbox | null | undefined) {
  const [form, setForm] = useState<MailboxForm>(() => formFromMailbox(null));
  const [imap, setImap] = useState<ImapForm>(() => imapFormFrom(null));
  const [seeded, setSeeded] = useState(false);
  const reset = (mailbox: Mailbox | null) => {
    setForm(formFromMailbox(mailbox));
    setImap(imapFormFrom(mailbox));
  };
  useEffect(() => {
    if (seeded || first === undefined) return;
    setSeeded(true);
    setForm(formFromMailbox(first));
    setImap(imapFormFrom(first));
  }, [seeded, first]);

  return {
    form,
    edit: (change: Partial<MailboxForm>) => setForm((f) => ({ ...f, ...change })),
    imap,
    editImap: (change: Partial<ImapForm> | ((f: ImapForm) => ImapForm)) =>
      setImap((f) => (typeof change === 'function' ? change(f) : { ...f, ...change })),
    /** Both from a mailbox the server answered (a save). */
    reset,
    /** The IMAP group alone (a stop: the rest of what is typed stays). */
    resetImap: (mailbox: Mailbox | null) => setImap(imapFormFrom(mailbox)),
  };
}

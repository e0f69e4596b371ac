import type { ApiClient, InboxKind, InboxMessage, InboxResponse, RemoteProps } from '@leadgen/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formErrors } from '../shared/errors.logic.js';
import { INBOX_KEY, MAILBOX_KEY, OUTBOX_KEY, SUPPRESSIONS_KEY } from '../shared/query-keys.js';
import { overrideWords } from './inbox-words.logic.js';
import { markedRead, withMessage } from './inbox.logic.js';

export interface InboxActions {
  /** Opening an answer (expanding its text) marks it read. */
  open: (message: InboxMessage) => void;
  setRead: (message: InboxMessage, read: boolean) => void;
  /** 'This is actually: ...': the rep's kind, whose action follows it. */
  setKind: (message: InboxMessage, kind: InboxKind) => void;
  /** The answer whose kind is being changed, while its call runs. */
  changing: string | null;
}

/** Marking an answer read or unread, and overriding its kind (which reads the lists its action changes again). */
export function useInboxActions(
  api: ApiClient,
  toast: RemoteProps['toast'],
  onOpened: (id: string) => void,
): InboxActions {
  const client = useQueryClient();
  const put = (res: { message: InboxMessage; unread: number }) =>
    client.setQueryData<InboxResponse>(INBOX_KEY, (data) => withMessage(data, res.message, res.unread));
  const reading = useMutation({
    mutationFn: ({ message, read }: { message: InboxMessage; read: boolean }) =>
      api.call('outreachInboxRead', { read }, { id: message.id }),
    // The answer and the unread count move at once; a read of the list under way would put them back.
    onMutate: async ({ message, read }) => {
      await client.cancelQueries({ queryKey: INBOX_KEY });
      client.setQueryData<InboxResponse>(INBOX_KEY, (data) => markedRead(data, message.id, read));
    },
    onSuccess: put,
    onError: (err) => {
      toast(formErrors(err, 'Could not mark the answer. Try again.').message, 'error');
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
  const kinding = useMutation({
    mutationFn: ({ message, kind }: { message: InboxMessage; kind: InboxKind }) =>
      api.call('outreachInboxKind', { kind }, { id: message.id }),
    onSuccess: (res) => {
      put(res);
      toast(overrideWords(res.message), 'success');
    },
    onError: (err) => toast(formErrors(err, 'Could not change what this answer is. Try again.').message, 'error'),
    onSettled: () => {
      for (const queryKey of [INBOX_KEY, OUTBOX_KEY, SUPPRESSIONS_KEY, MAILBOX_KEY])
        void client.invalidateQueries({ queryKey });
    },
  });

  return {
    open: (message) => {
      onOpened(message.id);
      if (!message.read) reading.mutate({ message, read: true });
    },
    setRead: (message, read) => {
      onOpened(message.id);
      reading.mutate({ message, read });
    },
    setKind: (message, kind) => {
      if (kind !== message.kind && !kinding.isPending) kinding.mutate({ message, kind });
    },
    changing: kinding.isPending ? (kinding.variables?.message.id ?? null) : null,
  };
}

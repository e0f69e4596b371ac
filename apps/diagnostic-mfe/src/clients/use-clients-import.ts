import { apiErrorText, type ApiClient, type ClientsImportResponse } from '@leadgen/contracts';
import { useEffect, useState, type ChangeEvent } from 'react';

export const IMPORT_FAILED_MESSAGE = 'Import failed. Please check the file and try again.';

/** The customer-list import: the CSV (picked as a file or pasted), how many clients are on the list, and the last outcome. */
export function useClientsImport(api: ApiClient) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ClientsImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api.call('clientsList').then(
      (r) => live && setCount(r.count),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
  }

  async function upload() {
    if (!csv.trim() || busy) return;
    setBusy(true);
    setError(null);
    setOutcome(null);
    try {
      const res = await api.call('clientsImport', { csv, mode: 'merge' });
      setOutcome(res);
      setCount(res.total);
    } catch (err) {
      setError(apiErrorText(err, IMPORT_FAILED_MESSAGE));
    } finally {
      setBusy(false);
    }
  }

  return { csv, setCsv, fileName, onFile, busy, upload, outcome, error, count };
}

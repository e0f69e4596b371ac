import type { ApiClient, ClientsImportResponse } from '@leadgen/contracts';
import { Button, Card } from '@leadgen/ui';
import { useEffect, useState, type ChangeEvent } from 'react';
import { errorText } from '../checklist/checklist.logic.js';

const SAMPLE = 'name,address,city,state,website\nVerde Cantina,14 River St,Riverton,TX,verdecantina.example.com';

/** Import the rep's customer list (CSV of name, address, city, state, website) by file or paste. */
export function ClientsImport({ api }: { api: ApiClient }) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ClientsImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api.call('clientsList').then((r) => live && setCount(r.count), () => undefined);
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
      setError(errorText(err, 'Import failed. Please check the file and try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Your Customer List" titleAs="h2" data-testid="clients-import">
      <p className="lg-muted">
        Import your clients as CSV (columns: name, address, city, state, website) to see which of them are near the restaurant you diagnose.
        {count !== null && (
          <>
            {' '}
            <strong data-testid="clients-count">{count}</strong> client{count === 1 ? '' : 's'} on your list.
          </>
        )}
      </p>
      <div className="dg-import">
        <label className="lg-label" htmlFor="dg-clients-file">
          CSV file
        </label>
        <input id="dg-clients-file" type="file" accept=".csv,text/csv" onChange={onFile} />
        {fileName && <span className="lg-muted dg-small">{fileName}</span>}
        <label className="lg-label" htmlFor="dg-clients-csv">
          Or paste CSV
        </label>
        <textarea id="dg-clients-csv" className="lg-input dg-textarea" rows={4} placeholder={SAMPLE} value={csv} onChange={(e) => setCsv(e.target.value)} />
        <div>
          <Button variant="secondary" onClick={upload} loading={busy} disabled={busy || !csv.trim()}>
            {busy ? 'Importing...' : 'Import Clients'}
          </Button>
        </div>
      </div>
      {error && (
        <div className="lg-alert lg-alert--error" role="alert">
          {error}
        </div>
      )}
      {outcome && (
        <div className="dg-import__result" data-testid="clients-import-result">
          <div className={`lg-alert ${outcome.rejected.length ? 'lg-alert--info' : 'lg-alert--success'}`}>
            Imported {outcome.imported} new, updated {outcome.updated}; {outcome.total} on your list.
            {outcome.rejected.length > 0 && ` ${outcome.rejected.length} row${outcome.rejected.length === 1 ? ' was' : 's were'} skipped:`}
          </div>
          {outcome.rejected.length > 0 && (
            <ul className="dg-rejected">
              {outcome.rejected.map((r) => (
                <li key={`${r.line}-${r.error}`}>
                  Line {r.line}: {r.error}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}

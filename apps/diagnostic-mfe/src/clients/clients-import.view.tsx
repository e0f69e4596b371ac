import type { ApiClient, ClientsImportResponse } from '@leadgen/contracts';
import { Alert, Button, Card } from '@leadgen/ui';
import type { ChangeEvent } from 'react';
import { useClientsImport } from './use-clients-import.js';

const SAMPLE = 'name,address,city,state,website\nVerde Cantina,14 River St,Riverton,TX,verdecantina.example.com';

interface ImportFormProps {
  csv: string;
  onCsv: (csv: string) => void;
  fileName: string | null;
  onFile: (e: ChangeEvent<HTMLInputElement>) => void;
  busy: boolean;
  onUpload: () => void;
}

function ImportForm({ csv, onCsv, fileName, onFile, busy, onUpload }: ImportFormProps) {
  return (
    <div className="dg-import">
      <label className="lg-label" htmlFor="dg-clients-file">
        CSV file
      </label>
      <input id="dg-clients-file" type="file" accept=".csv,text/csv" onChange={onFile} />
      {fileName && <span className="lg-muted dg-small">{fileName}</span>}
      <label className="lg-label" htmlFor="dg-clients-csv">
        Or paste CSV
      </label>
      <textarea
        id="dg-clients-csv"
        className="lg-input dg-textarea"
        rows={4}
        placeholder={SAMPLE}
        value={csv}
        onChange={(e) => onCsv(e.target.value)}
      />
      <div>
        <Button variant="secondary" onClick={onUpload} loading={busy} disabled={busy || !csv.trim()}>
          {busy ? 'Importing...' : 'Import Clients'}
        </Button>
      </div>
    </div>
  );
}

/** What the import did; rows it skipped are listed by line with the reason. */
function ImportOutcome({ outcome }: { outcome: ClientsImportResponse }) {
  const skipped = outcome.rejected.length;
  return (
    <div className="dg-import__result" data-testid="clients-import-result">
      <Alert tone={skipped ? 'info' : 'success'}>
        Imported {outcome.imported} new, updated {outcome.updated}; {outcome.total} on your list.
        {skipped > 0 && ` ${skipped} row${skipped === 1 ? ' was' : 's were'} skipped:`}
      </Alert>
      {skipped > 0 && (
        <ul className="dg-rejected">
          {outcome.rejected.map((r) => (
            <li key={`${r.line}-${r.error}`}>
              Line {r.line}: {r.error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Import the rep's customer list (CSV of name, address, city, state, website) by file or paste. */
export function ClientsImport({ api }: { api: ApiClient }) {
  const im = useClientsImport(api);
  return (
    <Card title="Your Customer List" titleAs="h2" data-testid="clients-import">
      <p className="lg-muted">
        Import your clients as CSV (columns: name, address, city, state, website) to see which of them are near the
        restaurant you diagnose.
        {im.count !== null && (
          <>
            {' '}
            <strong data-testid="clients-count">{im.count}</strong> client{im.count === 1 ? '' : 's'} on your list.
          </>
        )}
      </p>
      <ImportForm
        csv={im.csv}
        onCsv={im.setCsv}
        fileName={im.fileName}
        onFile={im.onFile}
        busy={im.busy}
        onUpload={im.upload}
      />
      {im.error && <Alert>{im.error}</Alert>}
      {im.outcome && <ImportOutcome outcome={im.outcome} />}
    </Card>
  );
}

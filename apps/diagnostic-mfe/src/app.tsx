import type { RemoteProps } from '@leadgen/contracts';
import { RemoteQueryProvider } from '@leadgen/ui/query';
import { ChecklistView } from './checklist/checklist.view.js';
import { ClientsImport } from './clients/clients-import.view.js';
import './diagnostic.css';

/** Root of the diagnostic remote: the Diagnostic Checklist tab. */
export default function DiagnosticApp({ api, events }: RemoteProps) {
  return (
    <RemoteQueryProvider>
      <div data-testid="remote-diagnostic_mfe" className="lg-stack">
        <ChecklistView api={api} events={events} />
        <ClientsImport api={api} />
      </div>
    </RemoteQueryProvider>
  );
}

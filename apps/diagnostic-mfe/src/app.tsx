import type { RemoteProps } from '@leadgen/contracts';
import { ChecklistView } from './checklist/checklist.view.js';

/** Root of the diagnostic remote: the Diagnostic Checklist tab. */
export default function DiagnosticApp(_props: RemoteProps) {
  return (
    <div data-testid="remote-diagnostic_mfe">
      <ChecklistView />
    </div>
  );
}

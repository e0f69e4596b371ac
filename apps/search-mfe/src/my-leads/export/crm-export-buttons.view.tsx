import { Button } from '@leadgen/ui';
import { EXPORT_FORMATS, type CrmFormat } from './use-crm-export.js';

/** The CRM export formats: the selected rows when there are some, else every lead the filters show. */
export function CrmExportButtons({
  selected,
  total,
  exporting,
  onExport,
}: {
  selected: number;
  total: number;
  exporting: string | null;
  onExport: (format: CrmFormat) => void;
}) {
  return (
    <div
      className="lg-row"
      role="group"
      aria-label={selected ? 'Export the selected leads' : 'Export the leads shown by the filters'}
    >
      <span className="lg-muted">{selected ? 'Export selected:' : 'Export:'}</span>
      {EXPORT_FORMATS.map((f) => (
        <Button
          key={f.value}
          size="sm"
          variant="secondary"
          loading={exporting === f.value}
          disabled={!!exporting || !total}
          onClick={() => onExport(f.value)}
        >
          {f.label}
        </Button>
      ))}
    </div>
  );
}

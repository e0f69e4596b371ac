import {
  apiErrorText,
  type ApiClient,
  type MY_LEADS_EXPORT_FORMATS,
  type MyLeadsFilter,
  type RemoteProps,
} from '@leadgen/contracts';
import { downloadFile } from '@leadgen/ui';
import { useState } from 'react';
import { exportFileName } from '../../export/csv-export.logic.js';
import { exportedMessage, MY_LEADS_EXPORT_FAILED } from '../shared/my-leads.messages.js';

export type CrmFormat = (typeof MY_LEADS_EXPORT_FORMATS)[number];

export const EXPORT_FORMATS: { value: CrmFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'hubspot', label: 'HubSpot (companies and contacts)' },
  { value: 'salesforce', label: 'Salesforce (leads)' },
];

/** Export of saved leads for a CRM: the selected ones, else those the filter shows; saved under the server's file name. */
export function useCrmExport(api: ApiClient, toast: RemoteProps['toast']) {
  const [exporting, setExporting] = useState<CrmFormat | null>(null);

  async function exportLeads(format: CrmFormat, ids: readonly string[], filter: MyLeadsFilter) {
    setExporting(format);
    try {
      // Follow-ups and notes come out as dates in the rep's own time zone.
      const time_zone = repTimeZone();
      const body = ids.length ? { format, ids: [...ids], time_zone } : { format, filter, time_zone };
      const file = await api.download('myLeadsExport', body);
      downloadFile(file.blob, exportFileName(file.filename));
      toast(exportedMessage(EXPORT_FORMATS.find((f) => f.value === format)?.label ?? format), 'success');
    } catch (err) {
      console.error('Export failed', err);
      toast(apiErrorText(err, MY_LEADS_EXPORT_FAILED), 'error');
    } finally {
      setExporting(null);
    }
  }

  return { exporting, exportLeads };
}

/** The browser's IANA time zone, or none when it cannot say (the file's dates are then UTC). */
function repTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

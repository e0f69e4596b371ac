import {
  apiErrorText,
  type ApiClient,
  type MY_LEADS_EXPORT_FORMATS,
  type MyLeadsFilter,
  type RemoteProps,
} from '@leadgen/contracts';
import { downloadFile } from '@leadgen/ui';
import { useState } from 'react';
import { exportFileName } from '../export/csv-export.logic.js';
import { exportedMessage, MY_LEADS_EXPORT_FAILED } from './my-leads.messages.js';

export type CrmFormat = (typeof MY_LEADS_EXPORT_FORMATS)[number];

export const EXPORT_FORMATS: { value: CrmFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'hubspot', label: 'HubSpot (companies)' },
  { value: 'salesforce', label: 'Salesforce (leads)' },
];

/** Export of saved leads for a CRM: the selected ones, else those the filter shows; saved under the server's file name. */
export function useCrmExport(api: ApiClient, toast: RemoteProps['toast']) {
  const [exporting, setExporting] = useState<CrmFormat | null>(null);

  async function exportLeads(format: CrmFormat, ids: readonly string[], filter: MyLeadsFilter) {
    setExporting(format);
    try {
      const body = ids.length ? { format, ids: [...ids] } : { format, filter };
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

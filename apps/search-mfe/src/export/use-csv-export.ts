import type { Lead, RemoteProps } from '@leadgen/contracts';
import { downloadFile } from '@leadgen/ui';
import { useState } from 'react';
import { EXPORT_FAILED_MESSAGE, EXPORT_SUCCESS_MESSAGE, NO_EXPORT_DATA_MESSAGE } from './export.messages.js';
import { exportFileName } from './csv-export.logic.js';

/** 'Export CSV': the leads as the service writes them, saved under the server's file name; the outcome is toasted. */
export function useCsvExport({ api, toast }: Pick<RemoteProps, 'api' | 'toast'>) {
  const [exporting, setExporting] = useState(false);

  async function exportLeads(leads: Lead[]) {
    if (!leads.length) {
      toast(NO_EXPORT_DATA_MESSAGE, 'error');
      return;
    }
    setExporting(true);
    try {
      const file = await api.download('leadExport', { leads, format: 'csv' });
      downloadFile(file.blob, exportFileName(file.filename));
      toast(EXPORT_SUCCESS_MESSAGE, 'success');
    } catch (err) {
      console.error('Export failed', err);
      toast(EXPORT_FAILED_MESSAGE, 'error');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportLeads };
}

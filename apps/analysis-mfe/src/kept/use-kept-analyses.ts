import { apiErrorText, type AnalysisSummary, type BusinessAnalysis, type RemoteProps } from '@leadgen/contracts';
import { useCallback, useEffect, useState } from 'react';

export const KEPT_LIST_FAILED = 'Could not load your analyses. Please try again.';
export const KEPT_OPEN_FAILED = 'Could not open this analysis. Please try again.';

/**
 * 'Your analyses': the business analyses the server keeps for the rep (GET /api/analyses), read
 * when the page opens and again after each new analysis, and one reopened by its id.
 */
export function useKeptAnalyses(api: RemoteProps['api'], refreshKey: string) {
  const [items, setItems] = useState<AnalysisSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await api.call('analysesList');
      setItems(res.items);
      setError(null);
    } catch (err) {
      setError(apiErrorText(err, KEPT_LIST_FAILED));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  async function open(id: string): Promise<BusinessAnalysis | null> {
    setOpening(id);
    try {
      const res = await api.call('analysisGet', undefined, { id });
      setError(null);
      return res.analysis_data;
    } catch (err) {
      setError(apiErrorText(err, KEPT_OPEN_FAILED));
      return null;
    } finally {
      setOpening(null);
    }
  }

  return { items, error, opening, open, reload: load };
}

import type { ApiClient, DiagnosticResponse, Pitch } from '@leadgen/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { checklistError, pitchError, pitchFromResponse, urlToSubmit } from './checklist.logic.js';
import { useLanguageModel } from './use-language-model.js';

/**
 * The Diagnostic Checklist's state: the URL and Enhanced GPT inputs, the diagnostic of the last
 * submission, the pitch generated from it, and the one error shown for either.
 */
export function useChecklist(api: ApiClient) {
  const [url, setUrl] = useState('');
  const [useGpt, setUseGpt] = useState(false);
  const languageModel = useLanguageModel(api);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<DiagnosticResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pitching, setPitching] = useState(false);
  const [pitch, setPitch] = useState<Partial<Pitch> | null>(null);
  // Only the latest submission may fill the page: an earlier one that answers late is dropped.
  const request = useRef(0);

  /** `placeId`: the lead diagnosed from a lead row, whose saved lead keeps the report. */
  async function run(website: string, placeId?: string) {
    const id = ++request.current;
    setError(null);
    setResult(null);
    setPitch(null);
    setAnalyzing(true);
    try {
      const res = await api.call('checklist', {
        website_url: website,
        // Without a model the server has nothing to add, and the box says so.
        use_gpt: useGpt && languageModel !== false,
        ...(placeId ? { place_id: placeId } : {}),
      });
      if (request.current === id) setResult(res);
    } catch (err) {
      if (request.current === id) setError(checklistError(err));
    } finally {
      if (request.current === id) setAnalyzing(false);
    }
  }

  async function analyze(e: FormEvent) {
    e.preventDefault();
    const website = urlToSubmit(url);
    if (!website || analyzing) return;
    await run(website);
  }

  /** Fills the URL field and runs the checklist on it (Diagnose on a lead row); a run under way gives way to it. */
  async function analyzeSite(site: string, placeId?: string) {
    setUrl(site);
    const website = urlToSubmit(site);
    if (website) await run(website, placeId);
  }

  async function generatePitch() {
    if (!result || pitching) return;
    setError(null);
    setPitching(true);
    try {
      const res = await api.call('urlPitch', { website_url: result.website_url ?? url.trim() });
      setPitch(pitchFromResponse(res as Parameters<typeof pitchFromResponse>[0]));
    } catch (err) {
      setError(pitchError(err));
    } finally {
      setPitching(false);
    }
  }

  return {
    url,
    setUrl,
    useGpt,
    setUseGpt,
    languageModel,
    analyzing,
    result,
    error,
    dismissError: () => setError(null),
    pitching,
    pitch,
    analyze,
    analyzeSite,
    generatePitch,
  };
}

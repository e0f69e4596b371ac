import type { ApiClient, DiagnosticResponse } from '@leadgen/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { checklistError, pitchError, pitchFromResponse, urlToSubmit } from './checklist.logic.js';
import { useLanguageModel } from './use-language-model.js';

/**
 * The Diagnostic Checklist's state: the URL and Enhanced GPT inputs, the diagnostic of the last
 * submission, the pitch generated from it, and the one error shown for either. Each run is a
 * TanStack mutation (it costs usage, so it is never retried or refetched): the hook shows only
 * the latest one, so an earlier submission that answers late never fills the page.
 */
export function useChecklist(api: ApiClient) {
  const [url, setUrl] = useState('');
  const [useGpt, setUseGpt] = useState(false);
  const languageModel = useLanguageModel(api);

  /** `placeId`: the lead diagnosed from a lead row, whose saved lead keeps the report. */
  const diagnostic = useMutation({
    mutationFn: ({ website, placeId }: { website: string; placeId?: string }): Promise<DiagnosticResponse> =>
      api.call('checklist', {
        website_url: website,
        // Without a model the server has nothing to add, and the box says so.
        use_gpt: useGpt && languageModel !== false,
        ...(placeId ? { place_id: placeId } : {}),
      }),
  });
  const pitchRun = useMutation({
    mutationFn: async (websiteUrl: string) =>
      pitchFromResponse(
        (await api.call('urlPitch', { website_url: websiteUrl })) as Parameters<typeof pitchFromResponse>[0],
      ),
  });

  function run(website: string, placeId?: string) {
    // A pitch belongs to the diagnostic it was written from: a new run drops it (and one still coming).
    pitchRun.reset();
    return diagnostic.mutateAsync({ website, placeId }).catch(() => undefined);
  }

  async function analyze(e: FormEvent) {
    e.preventDefault();
    const website = urlToSubmit(url);
    if (!website || diagnostic.isPending) return;
    await run(website);
  }

  /** Fills the URL field and runs the checklist on it (Diagnose on a lead row); a run under way gives way to it. */
  async function analyzeSite(site: string, placeId?: string) {
    setUrl(site);
    const website = urlToSubmit(site);
    if (website) await run(website, placeId);
  }

  async function generatePitch() {
    const result = diagnostic.data;
    if (!result || pitchRun.isPending) return;
    await pitchRun.mutateAsync(result.website_url ?? url.trim()).catch(() => undefined);
  }

  const error = diagnostic.error
    ? checklistError(diagnostic.error)
    : pitchRun.error
      ? pitchError(pitchRun.error)
      : null;

  return {
    url,
    setUrl,
    useGpt,
    setUseGpt,
    languageModel,
    analyzing: diagnostic.isPending,
    result: diagnostic.data ?? null,
    error,
    dismissError: () => (diagnostic.error ? diagnostic.reset() : pitchRun.reset()),
    pitching: pitchRun.isPending,
    pitch: pitchRun.data ?? null,
    analyze,
    analyzeSite,
    generatePitch,
  };
}

import type { BusinessAnalysis, RemoteProps } from '@leadgen/contracts';
import { useState } from 'react';
import { reportKey } from './kept-analyses.logic.js';
import { KeptAnalyses } from './kept-analyses.view.js';
import { useKeptAnalyses } from './use-kept-analyses.js';

export interface KeptAnalysesPanelProps {
  api: RemoteProps['api'];
  /** The analysis shown on the page; the list is read again when it changes (a new analysis is kept). */
  shownKey: string | null;
  onReopen: (analysis: BusinessAnalysis) => void;
}

/** 'Your analyses' with its data: the list from the server and the one reopened, marked while it is shown. */
export function KeptAnalysesPanel({ api, shownKey, onReopen }: KeptAnalysesPanelProps) {
  const kept = useKeptAnalyses(api, shownKey ?? '');
  const [reopened, setReopened] = useState<{ id: string; key: string } | null>(null);

  async function open(id: string) {
    const analysis = await kept.open(id);
    if (!analysis) return;
    setReopened({ id, key: reportKey(analysis) });
    onReopen(analysis);
  }

  return (
    <KeptAnalyses
      items={kept.items}
      error={kept.error}
      opening={kept.opening}
      shownId={reopened && reopened.key === shownKey ? reopened.id : null}
      onOpen={(id) => void open(id)}
    />
  );
}

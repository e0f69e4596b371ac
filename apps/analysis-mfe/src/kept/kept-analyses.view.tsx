import type { AnalysisSummary } from '@leadgen/contracts';
import { Alert, Button, Card } from '@leadgen/ui';
import { keptRows } from './kept-analyses.logic.js';

export interface KeptAnalysesProps {
  items: readonly AnalysisSummary[] | null;
  error: string | null;
  /** The id being opened: its button reads 'Opening...'. */
  opening: string | null;
  /** The id of the analysis shown below, marked in the list. */
  shownId?: string | null;
  onOpen: (id: string) => void;
}

/** 'Your analyses': the rep's kept business analyses, newest first, each one click from reopening. */
export function KeptAnalyses({ items, error, opening, shownId, onOpen }: KeptAnalysesProps) {
  if (!error && (!items || items.length === 0)) return null;
  return (
    <Card title="Your analyses" titleAs="h3" data-testid="kept-analyses">
      {error && (
        <Alert className="am-alert" data-testid="kept-error">
          {error}
        </Alert>
      )}
      {items && items.length > 0 && (
        <ul className="am-kept">
          {keptRows(items).map((row) => (
            <li key={row.id} className="am-kept__row" data-testid="kept-analysis">
              <div className="am-kept__text">
                <span className="am-kept__name">{row.name}</span>
                <span className="lg-muted am-kept__meta">
                  {row.host} · {row.date}
                </span>
              </div>
              {shownId === row.id ? (
                <span className="am-selected">Shown below</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={opening === row.id}
                  disabled={!!opening}
                  onClick={() => onOpen(row.id)}
                  aria-label={`Open the analysis of ${row.name}`}
                >
                  {opening === row.id ? 'Opening...' : 'Open'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

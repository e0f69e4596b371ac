import { DEMO_VENDOR_EXAMPLES } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';

export interface DemoExamplesProps {
  /** Fills the website field with the example's address. */
  onPick: (url: string) => void;
  disabled?: boolean;
}

/**
 * In demo mode: the demo world's fictional vendor websites, one click each to fill the website
 * field, so a new user can run an analysis on the default install.
 */
export function DemoExamples({ onPick, disabled }: DemoExamplesProps) {
  return (
    <div className="lg-row" role="group" aria-label="Example vendor websites" data-testid="demo-vendor-examples">
      <span className="lg-muted">Try an example:</span>
      {DEMO_VENDOR_EXAMPLES.map((v) => (
        <Button
          key={v.url}
          variant="ghost"
          size="sm"
          title={`${v.category} (fictional demo vendor): ${v.url}`}
          disabled={disabled}
          onClick={() => onPick(v.url)}
        >
          {v.name}
        </Button>
      ))}
    </div>
  );
}

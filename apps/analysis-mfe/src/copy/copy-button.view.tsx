import { Button, useCopy } from '@leadgen/ui';

/** A copy button that reads 'Copied!' for 2 seconds; a failed copy is only logged. */
export function CopyButton({ label, getText, testId }: { label: string; getText: () => string; testId?: string }) {
  const { copied, copy } = useCopy();
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy(getText())} data-testid={testId} aria-live="polite">
      {copied ? 'Copied!' : label}
    </Button>
  );
}

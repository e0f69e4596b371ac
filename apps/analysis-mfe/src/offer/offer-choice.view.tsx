import { Button } from '@leadgen/ui';
import type { MouseEvent } from 'react';
import { WHAT_I_SELL_HREF } from './use-as-offer.logic.js';

export interface OfferChoiceProps {
  status: 'idle' | 'saving' | 'confirm' | 'saved' | 'failed';
  message?: string;
  /** Asked before a saved offer is replaced ('confirm'). */
  question?: string;
  /** The product of the offer it replaced, which can be brought back ('saved'). */
  previous?: string;
  onUse: () => void;
  onConfirm?: () => void;
  onCancel?: () => void;
  onBringBack?: () => void;
}

/**
 * Account Settings opens in the same page (the shell's router follows the address), so the
 * workspace and this result stay as they are; a new tab or window gets the plain link.
 */
function openWhatISell(e: MouseEvent<HTMLAnchorElement>) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  window.history.pushState(window.history.state, '', WHAT_I_SELL_HREF);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  window.scrollTo(0, 0);
}

/** 'Use as what I sell', and once stored, what pitches now speak for with the way to edit it. */
export function OfferChoice(props: OfferChoiceProps) {
  const { status, message, onUse } = props;
  if (status === 'confirm') return <ReplaceQuestion {...props} />;
  if (status === 'saved') {
    return (
      <p className="am-offer-line" data-testid="offer-saved" role="status">
        <span className="am-selected">✓ {message}</span>{' '}
        <a href={WHAT_I_SELL_HREF} onClick={openWhatISell} data-testid="offer-edit-link">
          Edit it in Account Settings › What I sell
        </a>
        {props.previous && props.onBringBack && (
          <>
            {' '}
            <Button variant="ghost" size="sm" onClick={props.onBringBack} data-testid="offer-bring-back">
              Bring back {props.previous}
            </Button>
          </>
        )}
      </p>
    );
  }
  return (
    <>
      <Button variant="primary" size="sm" onClick={onUse} loading={status === 'saving'} data-testid="use-as-offer">
        {status === 'saving' ? 'Saving...' : 'Use as what I sell'}
      </Button>
      {status === 'failed' && message && (
        <p className="am-offer-line am-offer-line--error" role="alert" data-testid="offer-error">
          {message}
        </p>
      )}
    </>
  );
}

/** Before a saved offer is replaced: what it is, and the choice to replace it or keep it. */
function ReplaceQuestion({ question, onConfirm, onCancel }: OfferChoiceProps) {
  return (
    <div className="am-offer-line" role="alert" data-testid="offer-replace">
      <p>{question}</p>
      <Button variant="primary" size="sm" onClick={onConfirm} data-testid="offer-replace-confirm">
        Replace it
      </Button>{' '}
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Keep mine
      </Button>
    </div>
  );
}

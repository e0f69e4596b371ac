import type { BusinessAnalysis, RemoteProps } from '@leadgen/contracts';
import { OfferChoice } from '../offer/offer-choice.view.js';
import { useAsOffer } from '../offer/use-as-offer.js';
import { replaceQuestion } from '../offer/use-as-offer.logic.js';
import { AnalysisResult } from './analysis-result.view.js';
import { companyName } from './business-analysis.logic.js';
import { useSelectedReport } from './use-selected-report.js';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user' | 'events' | 'navigate'> & { analysis: BusinessAnalysis };

/** The result with what the rep can make of it: what I sell, or the report for custom pitches. */
export function ChosenResult({ analysis, api, user, toast, events, navigate }: Props) {
  const report = useSelectedReport(events, analysis);
  const offer = useAsOffer({ api, user }, analysis);

  // Custom pitches carry the same report as the offer (its personas and messaging).
  async function makeWhatISell(confirmed = false) {
    if (await offer.save(analysis, confirmed)) {
      // Search Leads reads the offer again for its Custom Pitch button.
      events.emit('offer-changed', Date.now());
      if (!report.isSelected) report.select(analysis);
      toast(`What you sell is now ${companyName(analysis)}`, 'success');
    }
  }

  async function bringBack() {
    const previous = offer.state.status === 'saved' ? offer.state.previous : null;
    if (previous && (await offer.bringBack())) {
      events.emit('offer-changed', Date.now());
      toast(`What you sell is ${previous.product_name} again`, 'success');
    }
  }

  function chooseForCustomPitches() {
    report.select(analysis);
    toast(`Custom pitches in Search Leads will use the ${companyName(analysis)} report`, 'success');
  }

  return (
    <AnalysisResult
      analysis={analysis}
      selected={report.isSelected}
      onSelect={chooseForCustomPitches}
      onGoToSearch={() => navigate('search')}
      offerChoice={
        <OfferChoice
          status={offer.state.status}
          message={'message' in offer.state ? offer.state.message : undefined}
          question={
            offer.state.status === 'confirm' ? replaceQuestion(offer.state.current, companyName(analysis)) : undefined
          }
          previous={offer.state.status === 'saved' ? offer.state.previous?.product_name : undefined}
          onUse={() => void makeWhatISell()}
          onConfirm={() => void makeWhatISell(true)}
          onCancel={offer.cancel}
          onBringBack={() => void bringBack()}
        />
      }
    />
  );
}

import type { BusinessAnalysis, RemoteProps } from '@leadgen/contracts';
import { OfferChoice } from '../offer/offer-choice.view.js';
import { useAsOffer } from '../offer/use-as-offer.js';
import { AnalysisResult } from './analysis-result.view.js';
import { companyName } from './business-analysis.logic.js';
import { useSelectedReport } from './use-selected-report.js';

type Props = Pick<RemoteProps, 'api' | 'toast' | 'user' | 'events' | 'navigate'> & { analysis: BusinessAnalysis };

/** The result with what the rep can make of it: what I sell, or the report for custom pitches. */
export function ChosenResult({ analysis, api, user, toast, events, navigate }: Props) {
  const report = useSelectedReport(events, analysis);
  const offer = useAsOffer({ api, user }, analysis);

  // Custom pitches carry the same report as the offer (its personas and messaging).
  async function makeWhatISell() {
    if (await offer.save(analysis)) {
      // Search Leads reads the offer again for its Custom Pitch button.
      events.emit('offer-changed', Date.now());
      if (!report.isSelected) report.select(analysis);
      toast(`What you sell is now ${companyName(analysis)}`, 'success');
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
          onUse={() => void makeWhatISell()}
        />
      }
    />
  );
}

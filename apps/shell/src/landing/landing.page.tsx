import { useNavigate } from 'react-router';
import { ClosingSection } from './closing.section.js';
import { CompareSection } from './compare.section.js';
import { HeroSection } from './hero.section.js';
import { HowItWorksSection } from './how-it-works.section.js';
import { LandingFooter } from './landing.footer.js';
import { LandingNav } from './landing.nav.js';
import { PainSection } from './pain.section.js';
import { PricingSection } from './pricing.section.js';
import { ResultsSection } from './results.section.js';
import { RoiSection } from './roi.section.js';
import { useLandingVisit } from './use-landing-visit.js';
import './landing.css';

/** The marketing page; Get Started Free runs onStart when given, otherwise opens the sign-up wizard. */
export function LandingPage({ onStart }: { onStart?: () => void }) {
  const navigate = useNavigate();
  const start = () => (onStart ? onStart() : navigate('/signup-flow'));
  useLandingVisit();

  return (
    <div className="landing">
      <LandingNav onStart={start} />
      <main>
        <HeroSection onStart={start} />
        <PainSection />
        <CompareSection />
        <HowItWorksSection />
        <ResultsSection />
        <PricingSection onStart={start} />
        <RoiSection onStart={start} />
        <ClosingSection onStart={start} />
      </main>
      <LandingFooter />
    </div>
  );
}

import { PRODUCT_NAME } from '../app/brand.mark.js';
import { scrollToHowItWorks } from './how-it-works.section.js';

// The product's published marketing figures; nothing here is measured by the product.
const HERO_METRICS = [
  { value: '544%', label: 'average ROI' },
  { value: '10 hrs', label: 'saved per rep, every week' },
  { value: '15%', label: 'response rate, versus 2% for cold lists' },
];

const DEMO_STEPS = [
  { title: 'Pick a city and cuisine', text: 'Austin, TX · Mexican' },
  { title: 'Every restaurant gets a fit score', text: 'Duplicates and bad fits filtered out' },
  { title: 'Open a personalised pitch', text: 'Email opener, call opener, pain points' },
  { title: 'Send it to your CRM', text: 'Clean CSV export, ready to import' },
];

function DemoStepsCard() {
  return (
    <aside className="landing-demo lg-card" aria-labelledby="demo-title">
      <h2 id="demo-title">From city to pitch in four steps</h2>
      <ol className="landing-demo__steps">
        {DEMO_STEPS.map((step, i) => (
          <li key={step.title}>
            <span className="landing-step-num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <strong>{step.title}</strong>
              <span className="lg-muted">{step.text}</span>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/** The headline, the two calls to action, the four-step demo card and three headline metrics. */
export function HeroSection({ onStart }: { onStart: () => void }) {
  return (
    <section className="landing-hero">
      <div className="landing-hero__copy">
        <p className="landing-hero__eyebrow">For people who sell to restaurants</p>
        <h1>Stop cold-calling lists. Start with restaurants that need you.</h1>
        <p className="landing-hero__lead">
          {PRODUCT_NAME} finds and scores restaurant leads, writes a personalised pitch for each one and keeps your CRM
          free of duplicates.
        </p>
        <div className="lg-row landing-hero__actions">
          <button type="button" className="lg-btn lg-btn--primary landing-hero__cta" onClick={onStart}>
            Get Started Free
          </button>
          <button type="button" className="lg-btn lg-btn--secondary landing-hero__cta" onClick={scrollToHowItWorks}>
            Watch Demo
          </button>
        </div>
        <p className="lg-muted landing-hero__note">14-day free trial. No credit card required.</p>
      </div>

      <DemoStepsCard />

      <dl className="landing-metrics">
        {HERO_METRICS.map((m) => (
          <div key={m.label} className="landing-metric">
            <dt>{m.label}</dt>
            <dd>{m.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

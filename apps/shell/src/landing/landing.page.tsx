import { TextField } from '@leadgen/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../app/brand.js';
import { STORAGE_KEYS, writeStored } from '../app/storage.js';
import { ROI_DEFAULTS, formatWhole, roi } from './roi.js';

export const CONTACT_SALES_MESSAGE = 'Contact sales feature coming soon! For now, please start with a free trial.';

// Marketing claims are the spec's (section 9); nothing here is measured by the product.
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

const PAIN_POINTS = [
  { value: '2%', text: 'is the typical response rate to generic cold outreach from bought lists.' },
  { value: '10 hrs', text: 'a week is what each rep loses to researching restaurants by hand.' },
  { value: '99%', text: 'of that research cost disappears when the research is done for you.' },
];

const OLD_WAY = [
  'Buy a stale list, then call every name on it',
  'Google each restaurant to guess if it is a fit',
  'The same restaurant three times in your CRM',
  'One generic script for every owner',
];
const NEW_WAY = [
  'Search live restaurants by city, state and cuisine',
  'A fit score and decision for every lead',
  'Deduplication before anything reaches your CRM',
  'A pitch written for each restaurant from its own website',
];

const HOW_IT_WORKS = [
  {
    title: 'Search',
    text: 'Choose a city, a state and the cuisines you sell to. Filter by rating, reviews and number of locations.',
  },
  {
    title: 'Score and pitch',
    text: 'Each restaurant is scored for fit. Open an AI-written pitch with the pain points and openers for that owner.',
  },
  {
    title: 'Reach out and track',
    text: 'Export to CSV for your CRM integration, see analytics over your results and follow up on the best fits first.',
  },
];

const RESULTS = [
  { value: '544%', label: 'ROI' },
  { value: '10 hrs', label: 'saved per rep per week' },
  { value: '99%', label: 'cost reduction in research' },
  { value: '15% vs 2%', label: 'response rate, personalised versus cold' },
];

interface Plan {
  name: string;
  price: string;
  period?: string;
  leads: string;
  features: string[];
  cta: 'trial' | 'sales';
  featured?: boolean;
}

const PLANS: Plan[] = [
  {
    name: 'Starter',
    price: '$97',
    period: '/mo',
    leads: '500 leads per month',
    features: ['Fit scoring and deduplication', 'AI-written pitches', 'CSV export'],
    cta: 'trial',
  },
  {
    name: 'Professional',
    price: '$297',
    period: '/mo',
    leads: '2,500 leads per month',
    features: ['Teams of 2-10 reps', 'Everything in Starter', 'Business analysis and analytics'],
    cta: 'trial',
    featured: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    leads: 'Unlimited leads',
    features: ['Teams of any size', 'Everything in Professional', 'CRM integration support'],
    cta: 'sales',
  },
];

function scrollToHowItWorks() {
  document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function RoiCalculator({ onStart }: { onStart: () => void }) {
  const [reps, setReps] = useState(String(ROI_DEFAULTS.reps));
  const [salary, setSalary] = useState(String(ROI_DEFAULTS.salary));
  const result = roi(reps, salary);
  return (
    <section className="landing-section" aria-labelledby="roi-title" id="roi">
      <div className="landing-roi lg-card">
        <div>
          <h2 id="roi-title">What is your team&apos;s time worth?</h2>
          <p className="lg-muted">Every rep gets back about 10 hours a week. Put in your own numbers.</p>
          <div className="landing-roi__inputs">
            <TextField
              label="Number of sales reps"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={reps}
              onChange={(e) => setReps(e.target.value)}
            />
            <TextField
              label="Average annual salary per rep ($)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              value={salary}
              onChange={(e) => setSalary(e.target.value)}
            />
          </div>
        </div>
        <div className="landing-roi__results" aria-live="polite">
          <div className="landing-roi__figure">
            <span className="landing-roi__label">Hours saved per year</span>
            <strong data-testid="roi-hours">{formatWhole(result.hoursPerYear)}</strong>
          </div>
          <div className="landing-roi__figure">
            <span className="landing-roi__label">Annual savings</span>
            <strong data-testid="roi-savings">${formatWhole(result.savings)}</strong>
          </div>
          <p className="landing-roi__formula">
            10 hours × reps × 52 weeks, valued at salary ÷ 2,080 working hours.
          </p>
          <button type="button" className="lg-btn lg-btn--primary lg-btn--block" onClick={onStart}>
            Start saving time
          </button>
        </div>
      </div>
    </section>
  );
}

export function LandingPage({ onStart }: { onStart?: () => void }) {
  const navigate = useNavigate();
  const start = () => (onStart ? onStart() : navigate('/signup-flow'));

  // A visit here lets the visitor past the access gate for the next 10 minutes.
  useEffect(() => {
    writeStored(STORAGE_KEYS.lastLandingVisit, String(Date.now()));
  }, []);

  return (
    <div className="landing">
      <header className="landing-nav">
        <BrandMark />
        <nav className="lg-row landing-nav__links" aria-label="Account">
          <a className="landing-nav__anchor" href="#pricing">
            Pricing
          </a>
          <Link className="lg-btn lg-btn--ghost" to="/signin">
            Sign In
          </Link>
          <button type="button" className="lg-btn lg-btn--primary" onClick={start}>
            Get Started Free
          </button>
        </nav>
      </header>

      <main>
        <section className="landing-hero">
          <div className="landing-hero__copy">
            <p className="landing-hero__eyebrow">For people who sell to restaurants</p>
            <h1>Stop cold-calling lists. Start with restaurants that need you.</h1>
            <p className="landing-hero__lead">
              {PRODUCT_NAME} finds and scores restaurant leads, writes a personalised pitch for each one and keeps your
              CRM free of duplicates.
            </p>
            <div className="lg-row landing-hero__actions">
              <button type="button" className="lg-btn lg-btn--primary landing-hero__cta" onClick={start}>
                Get Started Free
              </button>
              <button type="button" className="lg-btn lg-btn--secondary landing-hero__cta" onClick={scrollToHowItWorks}>
                Watch Demo
              </button>
            </div>
            <p className="lg-muted landing-hero__note">14-day free trial. No credit card required.</p>
          </div>

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

          <dl className="landing-metrics">
            {HERO_METRICS.map((m) => (
              <div key={m.label} className="landing-metric">
                <dt>{m.label}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="landing-section landing-pain" aria-labelledby="pain-title">
          <h2 id="pain-title" className="landing-section__title">
            Prospecting restaurants the old way is expensive
          </h2>
          <div className="landing-grid landing-grid--3">
            {PAIN_POINTS.map((p) => (
              <div key={p.value} className="landing-stat">
                <strong>{p.value}</strong>
                <p>{p.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="landing-section" aria-labelledby="compare-title">
          <h2 id="compare-title" className="landing-section__title">
            The old way versus the new way
          </h2>
          <div className="landing-grid landing-grid--2">
            <div className="lg-card landing-compare landing-compare--old">
              <h3>The old way</h3>
              <ul>
                {OLD_WAY.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="lg-card landing-compare landing-compare--new">
              <h3>The new way</h3>
              <ul>
                {NEW_WAY.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
          <h2 id="how-title" className="landing-section__title">
            How it works
          </h2>
          <ol className="landing-grid landing-grid--3 landing-how">
            {HOW_IT_WORKS.map((step, i) => (
              <li key={step.title} className="lg-card">
                <span className="landing-step-num" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{step.title}</h3>
                <p className="lg-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section className="landing-section landing-results" aria-labelledby="results-title">
          <h2 id="results-title" className="landing-section__title">
            Results reps see
          </h2>
          <dl className="landing-grid landing-grid--4">
            {RESULTS.map((r) => (
              <div key={r.label} className="landing-result">
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="landing-section__title">
            Simple pricing
          </h2>
          <p className="landing-section__lead lg-muted">Every plan starts with a 14-day free trial. No credit card required.</p>
          <div className="landing-grid landing-grid--3">
            {PLANS.map((plan) => (
              <article
                key={plan.name}
                className={['lg-card', 'landing-plan', plan.featured && 'landing-plan--featured'].filter(Boolean).join(' ')}
                aria-labelledby={`plan-${plan.name}`}
              >
                {plan.featured && <span className="landing-plan__badge">Most popular</span>}
                <h3 id={`plan-${plan.name}`}>{plan.name}</h3>
                <p className="landing-plan__price">
                  <strong>{plan.price}</strong>
                  {plan.period && <span>{plan.period}</span>}
                </p>
                <p className="landing-plan__leads">{plan.leads}</p>
                <ul>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                {plan.cta === 'trial' ? (
                  <button
                    type="button"
                    className={`lg-btn lg-btn--block ${plan.featured ? 'lg-btn--primary' : 'lg-btn--secondary'}`}
                    onClick={start}
                    aria-label={`Start free trial of ${plan.name}`}
                  >
                    Start Free Trial
                  </button>
                ) : (
                  <button
                    type="button"
                    className="lg-btn lg-btn--secondary lg-btn--block"
                    onClick={() => window.alert(CONTACT_SALES_MESSAGE)}
                  >
                    Contact Sales
                  </button>
                )}
              </article>
            ))}
          </div>
        </section>

        <RoiCalculator onStart={start} />

        <section className="landing-section landing-closing" aria-labelledby="closing-title">
          <h2 id="closing-title">Ready to fill your pipeline with restaurants that fit?</h2>
          <p>Start your 14-day free trial today. No credit card required.</p>
          <div className="lg-row landing-hero__actions">
            <button type="button" className="lg-btn landing-closing__cta" onClick={start}>
              Get Started Free
            </button>
            <Link className="lg-btn landing-closing__secondary" to="/signin">
              Sign In
            </Link>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-footer__inner">
          <BrandMark />
          <nav className="lg-row" aria-label="Footer">
            <a href="#how-it-works">How it works</a>
            <a href="#pricing">Pricing</a>
            <Link to="/signin">Sign In</Link>
            <Link to="/signup">Sign Up</Link>
          </nav>
        </div>
        <p className="lg-muted">© {new Date().getFullYear()} {PRODUCT_NAME}. For people who sell to restaurants.</p>
      </footer>
    </div>
  );
}

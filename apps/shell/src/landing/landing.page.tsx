import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../app/brand.js';

const METRICS = [
  { value: '544%', label: 'average ROI' },
  { value: '10 hrs', label: 'saved per rep, every week' },
  { value: '15%', label: 'response rate, versus 2% for cold lists' },
];

const FEATURES = [
  {
    title: 'Find restaurants that fit',
    text: 'Search by city, state and cuisine. Every lead gets a fit score, with duplicates and bad fits filtered out.',
  },
  {
    title: 'Pitch each one personally',
    text: 'Generate an email opener, a call opener and the pain points to address from the restaurant’s own website.',
  },
  {
    title: 'Work your pipeline',
    text: 'See analytics over your results and export clean CSV files ready for your CRM.',
  },
];

export function LandingPage({ onStart }: { onStart?: () => void }) {
  const navigate = useNavigate();
  const start = () => (onStart ? onStart() : navigate('/signup-flow'));
  return (
    <div className="landing">
      <header className="landing-nav">
        <BrandMark />
        <nav className="lg-row" aria-label="Account">
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
          <p className="landing-hero__eyebrow">For people who sell to restaurants</p>
          <h1>Stop cold-calling lists. Start with restaurants that need you.</h1>
          <p className="landing-hero__lead">
            AI-Powered Lead Generation finds and scores restaurant leads, writes a personalised pitch for each one and
            keeps your CRM free of duplicates.
          </p>
          <div className="lg-row landing-hero__actions">
            <button type="button" className="lg-btn lg-btn--primary landing-hero__cta" onClick={start}>
              Get Started Free
            </button>
            <Link className="lg-btn lg-btn--secondary landing-hero__cta" to="/signin">
              Sign In
            </Link>
          </div>
          <p className="lg-muted landing-hero__note">14-day free trial. No credit card required.</p>
          <dl className="landing-metrics">
            {METRICS.map((m) => (
              <div key={m.label} className="landing-metric">
                <dt>{m.label}</dt>
                <dd>{m.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="landing-features" aria-label="What you get">
          {FEATURES.map((f) => (
            <article key={f.title} className="lg-card">
              <h2>{f.title}</h2>
              <p className="lg-muted">{f.text}</p>
            </article>
          ))}
        </section>
      </main>

      <footer className="landing-footer lg-muted">© {new Date().getFullYear()} AI-Powered Lead Generation</footer>
    </div>
  );
}

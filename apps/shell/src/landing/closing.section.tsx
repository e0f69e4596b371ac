import { Link } from 'react-router';

/** The last call to action before the footer. */
export function ClosingSection({ onStart }: { onStart: () => void }) {
  return (
    <section className="landing-section landing-closing" aria-labelledby="closing-title">
      <h2 id="closing-title">Ready to fill your pipeline with restaurants that fit?</h2>
      <p>Start your 14-day free trial today. No credit card required.</p>
      <div className="lg-row landing-hero__actions">
        <button type="button" className="lg-btn landing-closing__cta" onClick={onStart}>
          Get Started Free
        </button>
        <Link className="lg-btn landing-closing__secondary" to="/signin">
          Sign In
        </Link>
      </div>
    </section>
  );
}

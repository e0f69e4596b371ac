import { Link } from 'react-router';
import { BrandMark } from '../app/brand.mark.js';

/** The bar across the top: Pricing, Sign In and Get Started Free. */
export function LandingNav({ onStart }: { onStart: () => void }) {
  return (
    <header className="landing-nav">
      <BrandMark />
      <nav className="lg-row landing-nav__links" aria-label="Account">
        <a className="landing-nav__anchor" href="#pricing">
          Pricing
        </a>
        <Link className="lg-btn lg-btn--ghost" to="/signin">
          Sign In
        </Link>
        <button type="button" className="lg-btn lg-btn--primary" onClick={onStart}>
          Get Started Free
        </button>
      </nav>
    </header>
  );
}

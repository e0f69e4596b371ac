import { Link } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../app/brand.mark.js';

export function LandingFooter() {
  return (
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
      <p className="lg-muted">
        © {new Date().getFullYear()} {PRODUCT_NAME}. For people who sell to restaurants.
      </p>
    </footer>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../app/brand.mark.js';

/**
 * The visitor's year, from the moment the page runs: the page is built to HTML ahead of time, and
 * a year written then would be wrong once the build is older than the year.
 */
function useYear(): number | null {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function LandingFooter() {
  const year = useYear();
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
        © {year === null ? '' : `${year} `}
        {PRODUCT_NAME}. For people who sell to restaurants.
      </p>
    </footer>
  );
}

import { Link } from 'react-router';
import { BrandMark } from '../app/brand.js';

/** Stand-in for /signup and /signup-flow until the sign-up flow ships. */
export function SignUpPage() {
  return (
    <main className="auth-page">
      <div className="auth-card lg-card">
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <h1 className="auth-card__title">Create your account</h1>
        <p className="lg-muted">
          Sign-up is free and needs no credit card. Self-service account creation is opening shortly; until then, log in
          with an existing account.
        </p>
        <Link className="lg-btn lg-btn--primary lg-btn--block" to="/signin">
          Go to log in
        </Link>
        <p className="auth-card__footer">
          <Link to="/landing">Back to home</Link>
        </p>
      </div>
    </main>
  );
}

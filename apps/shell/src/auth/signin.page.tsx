import { Alert } from '@leadgen/ui';
import { Link } from 'react-router';
import { useSettledDemoMode } from '../app/use-demo-mode.js';
import { AuthCard } from './auth.card.js';
import { SignInForm } from './signin.form.js';
import { OtherSignInMethods } from './signin.methods.js';

/** /signin, and every unknown path while signed out; success opens /app. */
export function SignInPage() {
  const demoMode = useSettledDemoMode();
  return (
    <AuthCard title="Welcome back" subtitle="Log in to find and pitch your next restaurant customers.">
      {demoMode && (
        <Alert tone="info" data-testid="demo-mode-note">
          <strong>Demo mode:</strong> any email and password creates an account automatically. Sign up instead to give
          your name, company and website: &lsquo;What I sell&rsquo; starts from them.
        </Alert>
      )}

      <SignInForm />
      <OtherSignInMethods />

      <p className="auth-card__footer">
        Don&apos;t have an account? <Link to="/signup">Sign up</Link>
      </p>
      <p className="auth-card__footer">
        <Link to="/landing">Back to home</Link>
      </p>
    </AuthCard>
  );
}

import { Button } from '@leadgen/ui';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../auth/auth.card.js';
import { SignupEmailForm } from './signup-email.form.js';
import { SignupPasswordForm } from './signup-password.form.js';
import { useEmailFirstSignup } from './use-email-first-signup.js';

const SOCIAL = ['Google', 'Microsoft', 'Apple'] as const;

/** /signup: email first, then password and confirmation, which start the sign-up; the wizard at /signup-flow does the rest. */
export function SignUpPage() {
  const navigate = useNavigate();
  const signup = useEmailFirstSignup();

  return (
    <AuthCard title="Create your account" subtitle="Free to start. No credit card required.">
      <div className="auth-methods auth-methods--3">
        {SOCIAL.map((method) => (
          <Button key={method} variant="secondary" size="sm" onClick={() => navigate('/app?page=signup')}>
            Sign up with {method}
          </Button>
        ))}
      </div>
      <div className="auth-divider">
        <span>or sign up with email</span>
      </div>

      {signup.stage === 'email' ? (
        <SignupEmailForm
          email={signup.email}
          onEmail={signup.setEmail}
          error={signup.error}
          onSubmit={signup.submitEmail}
        />
      ) : (
        <SignupPasswordForm
          email={signup.email}
          password={signup.password}
          confirm={signup.confirm}
          onPassword={signup.setPassword}
          onConfirm={signup.setConfirm}
          error={signup.error}
          busy={signup.busy}
          onChangeEmail={signup.changeEmail}
          onSubmit={signup.submitPassword}
        />
      )}

      <p className="auth-card__footer">
        Already have an account? <Link to="/signin">Log in</Link>
      </p>
      <p className="auth-card__footer">
        <Link to="/landing">Back to home</Link>
      </p>
    </AuthCard>
  );
}

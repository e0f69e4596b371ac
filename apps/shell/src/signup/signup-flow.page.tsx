import { Alert } from '@leadgen/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../app/brand.mark.js';
import { useSettledRuntime } from '../app/use-demo-mode.js';
import { StepFields } from './step.fields.js';
import { useSignupWizard } from './use-signup-wizard.js';
import { useStepFocus } from './use-step-focus.js';
import { WizardActions } from './wizard.actions.js';
import { stepSubtitle, WIZARD_TITLES } from './wizard.logic.js';
import { WizardProgress } from './wizard.progress.js';
import '../auth/auth.css';
import './wizard.css';

/** /signup-flow: email, verify, password, name, role, company, size, website; success opens /app. */
export function SignupFlowPage() {
  const { mailboxUrl } = useSettledRuntime();
  const formId = useId();
  const wizard = useSignupWizard();
  const { step, data, error, notice, busy } = wizard;
  const headingRef = useStepFocus(step);
  const { title } = WIZARD_TITLES[step];

  return (
    <main className="auth-page">
      <div className="auth-card lg-card wizard" data-step={step}>
        <div className="auth-card__brand">
          <BrandMark />
        </div>
        <WizardProgress step={step} />
        <h1 className="auth-card__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="lg-muted auth-card__subtitle">{stepSubtitle(step, data.email)}</p>

        <form className="lg-stack" onSubmit={wizard.submit} noValidate aria-label={title}>
          <StepFields
            step={step}
            data={data}
            set={wizard.set}
            formId={formId}
            onResend={wizard.resend}
            resending={wizard.resending}
            mailboxUrl={mailboxUrl}
          />
          {notice && !error && <Alert tone="success">{notice}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <WizardActions step={step} busy={busy} nextDisabled={wizard.nextDisabled} onBack={wizard.back} />
        </form>

        <p className="auth-card__footer">
          Already have an account? <Link to="/signin">Log in</Link>
        </p>
      </div>
    </main>
  );
}

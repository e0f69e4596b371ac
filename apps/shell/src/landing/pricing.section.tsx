export const CONTACT_SALES_MESSAGE = 'Contact sales feature coming soon! For now, please start with a free trial.';

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

/** Starter and Professional start a free trial; Enterprise only says sales will be in touch soon. */
function PlanButton({ plan, onStart }: { plan: Plan; onStart: () => void }) {
  if (plan.cta === 'sales') {
    return (
      <button
        type="button"
        className="lg-btn lg-btn--secondary lg-btn--block"
        onClick={() => window.alert(CONTACT_SALES_MESSAGE)}
      >
        Contact Sales
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`lg-btn lg-btn--block ${plan.featured ? 'lg-btn--primary' : 'lg-btn--secondary'}`}
      onClick={onStart}
      aria-label={`Start free trial of ${plan.name}`}
    >
      Start Free Trial
    </button>
  );
}

function PlanCard({ plan, onStart }: { plan: Plan; onStart: () => void }) {
  return (
    <article
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
      <PlanButton plan={plan} onStart={onStart} />
    </article>
  );
}

/** Three plans, each starting with a 14-day free trial. */
export function PricingSection({ onStart }: { onStart: () => void }) {
  return (
    <section id="pricing" className="landing-section" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="landing-section__title">
        Simple pricing
      </h2>
      <p className="landing-section__lead lg-muted">
        Every plan starts with a 14-day free trial. No credit card required.
      </p>
      <div className="landing-grid landing-grid--3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} onStart={onStart} />
        ))}
      </div>
    </section>
  );
}

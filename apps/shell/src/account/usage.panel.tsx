import { Alert, LoadingState, Meter, formatCount } from '@leadgen/ui';
import { useDemoMode } from '../app/use-demo-mode.js';
import { DEMO_USAGE_NOTE, formatDate, planLabel } from './account-settings.logic.js';
import { useUsage } from './use-usage.js';

/**
 * The Usage & Limits tab: the package, a bar per limited action, and when the counts reset. In
 * demo mode it says first that the limits are counted, not enforced, so a bar past its limit
 * blocks nothing and alarms no one.
 */
export function UsagePanel() {
  const { usage, error } = useUsage();
  const demoMode = useDemoMode();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!usage) return <LoadingState message="Loading usage..." />;
  return (
    <div className="account-usage" data-testid="usage">
      <div className="account-usage__plan">
        <span className="lg-muted">Plan</span>
        <strong data-testid="usage-package">{planLabel(usage.package_type, usage.plan_name, usage.trial_ends)}</strong>
      </div>
      {demoMode && (
        <Alert tone="info" data-testid="usage-demo-note">
          {DEMO_USAGE_NOTE}
        </Alert>
      )}
      <Meter label="Leads searched" used={usage.leads_searched} limit={usage.leads_limit} />
      <Meter label="Pitches generated" used={usage.pitches_generated} limit={usage.pitches_limit} />
      <Meter label="Exports" used={usage.exports_used} limit={usage.exports_limit} />
      <Meter label="Contact lookups" used={usage.enrichments_used} limit={usage.enrichments_limit} />
      <Meter label="Emails sent" used={usage.emails_sent ?? 0} limit={usage.emails_limit ?? 0} />
      <div className="account-usage__plan">
        <span className="lg-muted">Website diagnostics run (not limited)</span>
        <strong data-testid="usage-diagnostics">{formatCount(usage.diagnostics_run)}</strong>
      </div>
      <p className="lg-muted account-usage__reset">
        Current period started {formatDate(usage.period_start)}. Usage resets on{' '}
        <strong data-testid="usage-reset">{formatDate(usage.reset_date)}</strong>.
      </p>
    </div>
  );
}

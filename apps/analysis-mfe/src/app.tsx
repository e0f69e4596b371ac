import type { RemoteProps } from '@leadgen/contracts';
import { RemoteQueryProvider } from '@leadgen/ui/query';
import './analysis.css';
import { BusinessAnalysisView } from './business-analysis/business-analysis.view.js';
import { UrlPitchView } from './url-pitch/url-pitch.view.js';

/** Root of the analysis remote: URL Pitch, or Business Analysis when view is 'business-analysis'. */
export default function AnalysisApp(props: RemoteProps) {
  const view = props.view === 'business-analysis' ? 'business-analysis' : 'url-pitch';
  return (
    <RemoteQueryProvider>
      <div data-testid="remote-analysis_mfe" data-view={view} className="am-root">
        {view === 'business-analysis' ? (
          <BusinessAnalysisView
            api={props.api}
            toast={props.toast}
            user={props.user}
            events={props.events}
            navigate={props.navigate}
            demoMode={props.demoMode}
          />
        ) : (
          <UrlPitchView api={props.api} toast={props.toast} user={props.user} />
        )}
      </div>
    </RemoteQueryProvider>
  );
}

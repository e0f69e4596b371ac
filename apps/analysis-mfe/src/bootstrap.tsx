import { mountStandalone } from '@leadgen/ui';
import AnalysisApp from './app.js';

mountStandalone('analysis_mfe', AnalysisApp, [
  { id: 'url-pitch', label: 'URL Pitch' },
  { id: 'business-analysis', label: 'Business Analysis' },
]);

import { mountStandalone } from '@leadgen/ui';
import DiagnosticApp from './app.js';

mountStandalone('diagnostic_mfe', DiagnosticApp, [{ id: 'diagnostic', label: 'Diagnostic Checklist' }]);

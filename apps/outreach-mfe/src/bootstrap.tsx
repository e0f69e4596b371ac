import { mountStandalone } from '@leadgen/ui';
import OutreachApp from './app.js';

mountStandalone('outreach_mfe', OutreachApp, [{ id: 'outreach', label: 'Outreach' }]);

import { mountStandalone } from '@leadgen/ui';
import SearchApp from './app.js';

mountStandalone('search_mfe', SearchApp, [
  { id: 'search', label: 'Search Leads' },
  { id: 'my-leads', label: 'My Leads' },
  { id: 'analytics', label: 'Analytics' },
]);

import type { SavedContact, SavedLeadDetail } from '@leadgen/contracts';
import { bestEmail, canEmail, composeRequest } from './email-lead.logic.js';

const contact = (over: Partial<SavedContact>): SavedContact => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'email',
  value: 'info@casa.example',
  display: null,
  label: 'role',
  email: null,
  phone: null,
  disposable: false,
  source: 'site',
  edited: false,
  page_url: null,
  evidence: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

describe("'Email' on a saved lead", () => {
  it("picks a named person's address, then a personal one, then a role one, never a throwaway", () => {
    const role = contact({ value: 'info@casa.example' });
    const personal = contact({ value: 'ana.ruiz@casa.example', label: 'personal' });
    const owner = contact({ kind: 'person', value: 'Ana Ruiz', label: 'Owner', email: 'ana@casa.example' });
    const throwaway = contact({ value: 'x@mailinator.com', label: 'personal', disposable: true });
    expect(bestEmail([role, personal, owner])).toBe('ana@casa.example');
    expect(bestEmail([role, throwaway, personal])).toBe('ana.ruiz@casa.example');
    expect(bestEmail([throwaway, role])).toBe('info@casa.example');
    expect(
      bestEmail([contact({ kind: 'phone', value: '+15125550100' }), contact({ kind: 'person', value: 'Bo' })]),
    ).toBeUndefined();
  });

  it('never picks an address on the suppression list', () => {
    const owner = contact({
      kind: 'person',
      value: 'Ana Ruiz',
      label: 'Owner',
      email: 'ana@casa.example',
      opted_out: 'unsubscribed',
    });
    const role = contact({ value: 'info@casa.example' });
    expect(bestEmail([owner, role])).toBe('info@casa.example');
    expect(bestEmail([owner, contact({ value: 'info@casa.example', opted_out: 'bounced' })])).toBeUndefined();
  });

  it('hands the Outreach tab the lead, its name and the address, or no address', () => {
    const detail = {
      id: 'lead-1',
      lead: { name: 'Casa del Sol' },
      contacts: { contacts: [contact({})], last_read: null },
    };
    expect(composeRequest(detail as unknown as SavedLeadDetail)).toEqual({
      lead_id: 'lead-1',
      restaurant_name: 'Casa del Sol',
      to: 'info@casa.example',
    });
    const none = { ...detail, contacts: { contacts: [], last_read: null } };
    expect(composeRequest(none as unknown as SavedLeadDetail)).toEqual({
      lead_id: 'lead-1',
      restaurant_name: 'Casa del Sol',
    });
  });

  it('is offered only where the shell shows the Outreach tab', () => {
    expect(canEmail(['search', 'my-leads', 'outreach'])).toBe(true);
    expect(canEmail(['search', 'my-leads'])).toBe(false);
    expect(canEmail(undefined)).toBe(false);
  });
});

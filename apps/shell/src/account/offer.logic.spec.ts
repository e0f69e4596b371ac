import { OFFER_CATEGORIES, type StoredOffer } from '@leadgen/contracts';
import {
  addValuePoint,
  CATEGORY_OPTIONS,
  emptyOfferForm,
  formFromOffer,
  MAX_VALUE_POINTS,
  offerFieldErrors,
  offerFromForm,
  removeValuePoint,
  sentPointIndexes,
  setValuePoint,
} from './offer.logic.js';

const stored: StoredOffer = {
  company_name: 'TableTech',
  product_name: 'TableTech POS',
  category: 'pos',
  value_points: [
    { text: 'Cuts card fees', proof: '2.49% per swipe' },
    { text: 'Tabs close themselves', proof: null },
  ],
  suits: 'full-service restaurants with a bar',
  call_to_action: 'a 15-minute call this week',
  sender_name: 'Dana Reyes',
  sender_title: 'Account executive',
  website_url: null,
  updated_at: '2026-11-26T04:00:00.000Z',
};

describe("the 'What I sell' form", () => {
  it('starts empty with one value point and the company, its website and the name the rep gave', () => {
    expect(
      emptyOfferForm({
        company_name: 'TableTech',
        website_url: 'https://tabletech.example',
        sender_name: 'Dana Reyes',
      }),
    ).toMatchObject({
      company_name: 'TableTech',
      website_url: 'https://tabletech.example',
      sender_name: 'Dana Reyes',
      category: '',
      value_points: [{ text: '', proof: '' }],
    });
    expect(emptyOfferForm({ company_name: null, website_url: null })).toMatchObject({
      company_name: '',
      website_url: '',
    });
  });

  it('shows a stored offer and sends it back unchanged', () => {
    const form = formFromOffer(stored);
    expect(form.value_points).toEqual([
      { text: 'Cuts card fees', proof: '2.49% per swipe' },
      { text: 'Tabs close themselves', proof: '' },
    ]);
    expect(form.website_url).toBe('');
    const { updated_at: _, ...offer } = stored;
    expect(offerFromForm(form)).toEqual(offer);
  });

  it('trims what it sends, leaves out empty rows, and sends an empty proof or website as none', () => {
    const form = {
      ...formFromOffer(stored),
      product_name: '  TableTech POS ',
      website_url: ' https://tabletech.example.com ',
      value_points: [
        { text: ' Fast ', proof: '  ' },
        { text: '', proof: '' },
        { text: 'Cheap', proof: ' 2.49% ' },
      ],
    };
    expect(offerFromForm(form)).toMatchObject({
      product_name: 'TableTech POS',
      website_url: 'https://tabletech.example.com',
      value_points: [
        { text: 'Fast', proof: null },
        { text: 'Cheap', proof: '2.49%' },
      ],
    });
    expect(sentPointIndexes(form)).toEqual([0, 2]);
    // No category chosen reaches the server as '', whose message names the category.
    expect(offerFromForm(emptyOfferForm()).category).toBe('');
  });

  it(`adds value points up to ${MAX_VALUE_POINTS}, and removing the last leaves one empty`, () => {
    let form = emptyOfferForm();
    for (let i = 0; i < 10; i++) form = addValuePoint(form);
    expect(form.value_points).toHaveLength(MAX_VALUE_POINTS);
    form = setValuePoint(form, 1, 'text', 'Second');
    form = removeValuePoint(form, 0);
    expect(form.value_points[0]!.text).toBe('Second');
    expect(form.value_points).toHaveLength(MAX_VALUE_POINTS - 1);
    let one = setValuePoint(emptyOfferForm(), 0, 'proof', '20%');
    one = removeValuePoint(one, 0);
    expect(one.value_points).toEqual([{ text: '', proof: '' }]);
  });

  it("puts the server's messages by the field, and a value point's by the row the rep sees", () => {
    expect(
      offerFieldErrors(
        {
          'offer.product_name': ['Product name is required'],
          'body.offer.category': ['Category must be one of: POS, ...'],
          'offer.value_points': ['At most 5 value points'],
          'offer.value_points.1.proof': ['A proof figure must be at most 120 characters', 'second'],
          '(body)': ['Invalid request'],
        },
        [0, 2],
      ),
    ).toEqual({
      product_name: 'Product name is required',
      category: 'Category must be one of: POS, ...',
      value_points: 'At most 5 value points',
      'value_points.2.proof': 'A proof figure must be at most 120 characters',
      '(body)': 'Invalid request',
    });
    expect(offerFieldErrors(undefined)).toEqual({});
  });

  it('offers every category, as a rep reads it', () => {
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...OFFER_CATEGORIES]);
    expect(CATEGORY_OPTIONS.find((o) => o.value === 'payroll_scheduling')!.label).toBe('Payroll and scheduling');
  });
});

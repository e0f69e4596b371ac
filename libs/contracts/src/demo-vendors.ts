/**
 * The demo world's restaurant-technology vendors: fictional companies whose websites exist only
 * in demo mode, on the reserved example domains. The Business Analysis form offers them as
 * examples, and the leads service serves their pages from the same hosts, so a new user can run
 * a business analysis and a custom pitch on the default install.
 */
export interface DemoVendorExample {
  /** The company's name as its website states it. */
  name: string;
  /** Home page of its demo website. */
  url: string;
  /** What it sells, in a few words. */
  category: string;
}

export const DEMO_VENDOR_EXAMPLES: readonly DemoVendorExample[] = [
  { name: 'TablePoint POS', url: 'https://tablepoint-pos.example.com/', category: 'Point of sale' },
  { name: 'OrderHatch', url: 'https://orderhatch-ordering.example.com/', category: 'Online ordering' },
  { name: 'SeatWise', url: 'https://seatwise-reservations.example.com/', category: 'Reservations' },
  { name: 'BuzzLoop', url: 'https://buzzloop-marketing.example.com/', category: 'Guest marketing' },
  { name: 'ShiftPay', url: 'https://shiftpay-payroll.example.com/', category: 'Payroll' },
];

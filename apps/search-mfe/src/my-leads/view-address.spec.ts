import { addressOfView, viewOfAddress } from './view-address.js';

describe('the view of My Leads in the address', () => {
  it("opens 'New this week' from the digest's link, the saved leads from any other", () => {
    expect(viewOfAddress('view=new')).toBe('new');
    expect(viewOfAddress('?view=new')).toBe('new');
    expect(viewOfAddress('')).toBe('saved');
    expect(viewOfAddress('lead=abc')).toBe('saved');
    expect(viewOfAddress('view=old')).toBe('saved');
  });

  it('writes a view as the address that opens it again', () => {
    expect(addressOfView('new')).toEqual({ view: 'new' });
    expect(addressOfView('saved')).toEqual({});
    expect(viewOfAddress(new URLSearchParams(addressOfView('new')).toString())).toBe('new');
  });
});

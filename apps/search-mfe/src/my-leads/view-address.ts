/** The views of My Leads: the saved leads, or what the watches found ('New this week'). */
export type MyLeadsViewKind = 'saved' | 'new';

/** The view an address opens: ?view=new is 'New this week' (the weekly digest links there), anything else the saved leads. */
export function viewOfAddress(query: string): MyLeadsViewKind {
  return new URLSearchParams(query).get('view') === 'new' ? 'new' : 'saved';
}

/** The address of a view: ?view=new, or none for the saved leads (whose own place is a lead's panel, ?lead=<id>). */
export function addressOfView(view: MyLeadsViewKind): Record<string, string> {
  return view === 'new' ? { view: 'new' } : {};
}

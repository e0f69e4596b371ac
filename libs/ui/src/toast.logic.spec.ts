import { toastKind } from './toast.logic.js';

describe('toastKind', () => {
  it('keeps success', () => {
    expect(toastKind('success')).toBe('success');
  });

  it.each(['error', 'warning', 'info', '', undefined, null, 42])('treats %p as an error', (type) => {
    expect(toastKind(type)).toBe('error');
  });
});

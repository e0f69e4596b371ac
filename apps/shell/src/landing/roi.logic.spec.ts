import { ROI_DEFAULTS, roi, wholeNumber } from './roi.logic.js';

describe('roi', () => {
  it('uses 10 hours per rep per week over 52 weeks', () => {
    expect(roi(ROI_DEFAULTS.reps, ROI_DEFAULTS.salary)).toEqual({ hoursPerYear: 1560, savings: 56_250 });
    expect(roi(5, 60_000)).toEqual({ hoursPerYear: 2600, savings: 75_000 });
    expect(roi(1, 50_000)).toEqual({ hoursPerYear: 520, savings: 12_500 });
  });

  it('rounds the savings to a whole number', () => {
    // 520 h x 12345 / 2080 = 3086.25
    expect(roi(1, 12_345).savings).toBe(3086);
    // 520 h x 1 / 2080 = 0.25; 520 h x 2 / 2080 = 0.5 rounds up
    expect(roi(1, 1).savings).toBe(0);
    expect(roi(1, 2).savings).toBe(1);
  });

  it('reads text inputs as whole numbers', () => {
    expect(roi('4', '80000')).toEqual({ hoursPerYear: 2080, savings: 80_000 });
    expect(roi('2.9', '1000.7')).toEqual(roi(2, 1000));
  });

  it('counts non-numeric input as 0', () => {
    expect(roi('abc', 75_000)).toEqual({ hoursPerYear: 0, savings: 0 });
    expect(roi(3, '')).toEqual({ hoursPerYear: 1560, savings: 0 });
  });
});

describe('wholeNumber', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['', 0],
    ['x1', 0],
    ['-3', 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [3.8, 3],
  ])('%p -> %p', (input, expected) => {
    expect(wholeNumber(input)).toBe(expected);
  });
});

import { meterReading } from './meter.logic.js';

describe('meterReading', () => {
  it.each([
    [0, 100, 0, 'green'],
    [25, 100, 25, 'green'],
    [69, 100, 69, 'green'],
    [70, 100, 70, 'yellow'],
    [89, 100, 89, 'yellow'],
    [90, 100, 90, 'red'],
    [100, 100, 100, 'red'],
    [12, 50, 24, 'green'],
    [7, 10, 70, 'yellow'],
    [9, 10, 90, 'red'],
  ])('%i of %i is %i%% %s', (used, limit, percent, tone) => {
    expect(meterReading(used, limit)).toEqual({ percent, tone });
  });

  it('caps the bar at 100 percent', () => {
    expect(meterReading(250, 100)).toEqual({ percent: 100, tone: 'red' });
  });

  it('does not divide by a zero limit', () => {
    expect(meterReading(0, 0)).toEqual({ percent: 0, tone: 'green' });
    expect(meterReading(3, 0)).toEqual({ percent: 100, tone: 'red' });
  });

  it('colours by the exact share, not the rounded one', () => {
    expect(meterReading(8995, 10000).tone).toBe('yellow');
  });
});

import { describe, expect, it } from 'vitest';
import { featureLabel } from './feature-label';

describe('featureLabel (P1-ROUTE-51: /upgrade/{feature} names the feature)', () => {
  it('turns a feature key into words', () => {
    expect(featureLabel('barcode_scan')).toBe('Barcode scan');
    expect(featureLabel('blood-test-analysis')).toBe('Blood test analysis');
  });

  it('falls back when the segment has no words', () => {
    expect(featureLabel('')).toBe('This feature');
    expect(featureLabel('__')).toBe('This feature');
  });

  it('caps very long segments', () => {
    expect(featureLabel('a'.repeat(500)).length).toBe(60);
  });
});

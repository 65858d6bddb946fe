import { describe, expect, it } from 'vitest';
import {
  parsePriceInput,
  parsePriceRange,
  priceInputStep,
  resolvePriceRange,
  snapToStep,
} from './price-range';

describe('parsePriceInput', () => {
  it('empties non-numeric and negative text, keeps numbers', () => {
    expect(parsePriceInput('abc')).toBe('');
    expect(parsePriceInput('12abc')).toBe('');
    expect(parsePriceInput('-5')).toBe('');
    expect(parsePriceInput(' 40 ')).toBe('40');
    expect(parsePriceInput('0')).toBe('0');
  });
});

describe('snapToStep', () => {
  it('lifts values under the step to the step and rounds others to the nearest multiple', () => {
    expect(snapToStep(2, 5)).toBe(5);
    expect(snapToStep(12, 5)).toBe(10);
    expect(snapToStep(13, 5)).toBe(15);
    expect(snapToStep(0, 5)).toBe(0);
    expect(snapToStep(-3, 5)).toBe(0);
    expect(snapToStep(1234, 100)).toBe(1200);
  });
});

describe('priceInputStep', () => {
  it('is the step multiple above 1, else 1', () => {
    expect(priceInputStep(5)).toBe(5);
    expect(priceInputStep(1)).toBe(1);
    expect(priceInputStep(0.5)).toBe(1);
  });
});

describe('resolvePriceRange', () => {
  it('applies a snapped range', () => {
    expect(resolvePriceRange('21', '99', 5)).toEqual({
      kind: 'apply',
      value: '20>100',
      bounds: { min: 20, max: 100 },
    });
  });

  it('refuses a min above the max and applies nothing', () => {
    expect(resolvePriceRange('200', '50', 5)).toEqual({ kind: 'invalid' });
  });

  it('reads an empty min with a max as 0, and a lone min as open-ended', () => {
    expect(resolvePriceRange('', '60', 5)).toMatchObject({ kind: 'apply', value: '0>60' });
    expect(resolvePriceRange('40', '', 5)).toMatchObject({ kind: 'apply', value: '40>' });
  });

  it('clears when both are empty, non-numeric, or nothing nonzero is left', () => {
    expect(resolvePriceRange('', '', 5)).toEqual({ kind: 'clear' });
    expect(resolvePriceRange('x', 'y', 5)).toEqual({ kind: 'clear' });
    expect(resolvePriceRange('0', '0', 5)).toEqual({ kind: 'clear' });
    expect(resolvePriceRange('0', '', 5)).toEqual({ kind: 'clear' });
  });

  it('treats non-numeric text as empty before comparing', () => {
    expect(resolvePriceRange('abc', '30', 5)).toMatchObject({ kind: 'apply', value: '0>30' });
  });
});

describe('parsePriceRange', () => {
  it('reads both, one or no bounds', () => {
    expect(parsePriceRange('20>100')).toEqual({ min: 20, max: 100 });
    expect(parsePriceRange('>100')).toEqual({ min: null, max: 100 });
    expect(parsePriceRange(undefined)).toEqual({ min: null, max: null });
  });
});

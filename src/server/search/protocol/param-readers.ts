/**
 * Readers for single search parameters. Values arrive as JSON fields (algoliasearch v5) or as
 * strings from a URL-encoded `params` string (older clients), so each reader accepts both
 * forms and rejects anything else with a 400 in Algolia's shape.
 */
import { badRequest } from './algolia-error';
import type { FilterArray } from '../filters/filter-arrays';

function invalid(name: string, expected: string): Error {
  return badRequest(`Invalid value for parameter ${name}: expected ${expected}`);
}

export function readString(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalid(name, 'a string');
}

export function readInteger(name: string, value: unknown, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw invalid(name, `an integer between ${min} and ${max}`);
  }
  return n;
}

export function readBoolean(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw invalid(name, 'a boolean');
}

/** distinct: true/false or a number of hits kept per group (Algolia allows 0–4). */
export function readDistinct(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  return readInteger('distinct', value, 0, 4);
}

/** A JSON array in a string ('["a","b"]') or a comma-separated list ("a,b"). */
function fromString(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return undefined;
    }
  }
  return trimmed === '' ? [] : trimmed.split(',').map((s) => s.trim());
}

export function readStringList(name: string, value: unknown): string[] {
  const list = typeof value === 'string' ? fromString(value) : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string'))
    throw invalid(name, 'an array of strings');
  return list;
}

/** facetFilters / numericFilters / tagFilters: strings, each optionally an array of strings (OR). */
export function readFilterArray(name: string, value: unknown): FilterArray {
  const list =
    typeof value === 'string'
      ? value.trim().startsWith('[')
        ? fromString(value)
        : [value]
      : value;
  const valid =
    Array.isArray(list) &&
    list.every(
      (v) => typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')),
    );
  if (!valid) throw invalid(name, 'an array of strings or arrays of strings');
  return list as FilterArray;
}

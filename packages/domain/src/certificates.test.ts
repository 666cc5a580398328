import { describe, expect, it } from 'vitest';
import { publicLearnerName } from './certificates.js';

describe('publicLearnerName', () => {
  it('shows a minor as first name and the initial of the last name', () => {
    expect(publicLearnerName('Maya Chen', true)).toBe('Maya C.');
    expect(publicLearnerName('  Maya   Lin   chen ', true)).toBe('Maya C.');
    expect(publicLearnerName('Łucja żak', true)).toBe('Łucja Ż.');
  });

  it('keeps a one-word name (a child’s username) as it is', () => {
    expect(publicLearnerName('kid_river42', true)).toBe('kid_river42');
  });

  it('shows an adult’s whole name', () => {
    expect(publicLearnerName(' Riley  Adult ', false)).toBe('Riley Adult');
  });
});

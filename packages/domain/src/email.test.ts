import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.js';

describe('validateEmail (checks in order)', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['plainaddress', 'Email must contain an @ symbol'],
    ['@example.com', 'Email must have a username before the @ symbol'],
    ['ada@', 'Email must have a domain after the @ symbol'],
    ['ada@localhost', 'Email domain must include a dot (.)'],
    ['ada@example.c', 'Email must have a valid domain extension'],
    ['ada lovelace@example.com', 'Please enter a valid email address'],
    ['ada@exa mple.com', 'Please enter a valid email address'],
    ['ada@@example.com', 'Please enter a valid email address'],
  ])('%j → %s', (input, message) => {
    expect(validateEmail(input)).toBe(message);
  });

  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk', 'x_1@ex-ample.io'])('accepts %s', (input) => {
    expect(validateEmail(input)).toBeNull();
  });

  it('checks the @ before the domain dot', () => {
    expect(validateEmail('no-at-but.dot')).toBe('Email must contain an @ symbol');
  });
});

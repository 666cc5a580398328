import { describe, expect, it } from 'vitest';
import { dependencyOrder } from './schema.js';

describe('dependencyOrder', () => {
  it('puts every parent before its children, alphabetically among equals, ignoring self references', () => {
    const order = dependencyOrder(
      ['posts', 'comments', 'user', 'moderation_actions', 'likes'],
      [
        { child: 'posts', parent: 'user' },
        { child: 'comments', parent: 'posts' },
        { child: 'comments', parent: 'user' },
        { child: 'likes', parent: 'posts' },
        { child: 'moderation_actions', parent: 'moderation_actions' },
        { child: 'moderation_actions', parent: 'user' },
      ],
    );
    expect(order).toEqual(['user', 'moderation_actions', 'posts', 'comments', 'likes']);
  });

  it('refuses a cycle between tables by name', () => {
    expect(() =>
      dependencyOrder(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle between: a, b/);
  });
});

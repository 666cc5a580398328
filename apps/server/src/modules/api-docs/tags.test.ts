import { describe, expect, it } from 'vitest';
import { openApiPath, tagOf } from './tags.js';

describe('tagOf', () => {
  it('groups an admin list with its module, not under "admin"', () => {
    expect(tagOf('/api/admin/waiting-list')).toBe(tagOf('/api/waiting-list'));
    expect(tagOf('/api/admin/contact-messages/:id')).toBe(tagOf('/api/contact-messages'));
  });

  it('groups a post’s comments with the comments, and the public keys with auth', () => {
    expect(tagOf('/api/posts/:postId/comments')).toBe(tagOf('/api/comments/:commentId'));
    expect(tagOf('/.well-known/jwks.json')).toBe(tagOf('/api/auth/sign-in/email'));
  });
});

describe('openApiPath', () => {
  it('writes Fastify parameters and a wildcard as OpenAPI templates', () => {
    expect(openApiPath('/api/posts/:postId/comments/:commentId')).toBe('/api/posts/{postId}/comments/{commentId}');
    expect(openApiPath('/uploads/*', 'key')).toBe('/uploads/{key}');
  });
});

import { describe, expect, it } from 'vitest';
import { chatCompletionRequest } from './chat-completions.js';

describe('chatCompletionRequest', () => {
  it('builds the spec payload and headers for any OpenAI-compatible base URL', () => {
    const req = chatCompletionRequest(
      {
        apiKey: 'k',
        baseUrl: 'https://api.example.com/v1/',
        model: 'm',
        referer: 'https://app.test',
        title: 'Storyloom',
      },
      [{ role: 'user', content: 'hi' }],
    );
    expect(req.url).toBe('https://api.example.com/v1/chat/completions');
    expect(req.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer k',
      'HTTP-Referer': 'https://app.test',
      'X-Title': 'Storyloom',
    });
    expect(req.body).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      max_tokens: 2000,
      temperature: 0.7,
      stream: true,
    });
  });
});

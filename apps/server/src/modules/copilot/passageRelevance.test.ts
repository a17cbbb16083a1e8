import { describe, expect, it } from 'vitest';
import { relevantPassages, topicWords } from './passageRelevance.ts';

const passage = (title: string, text: string) => ({ title, text });

describe('relevantPassages', () => {
  it('keeps the passages about the question and drops those that share only a word with it', () => {
    const found = [
      passage('Tenants and tenant tokens', 'Connect to a tenant, then get a tenant token with its scopes.'),
      passage('Tenant tokens in the CLI', 'portal tenants token prints a token for a tenant.'),
      passage('Release notes', 'The token of the month is a new colour.'),
    ];
    expect(relevantPassages('How do I get a tenant token?', found).map((p) => p.title)).toEqual([
      'Tenants and tenant tokens',
      'Tenant tokens in the CLI',
    ]);
  });

  it('keeps everything when no passage shares a word: found by meaning, or asked in asking words', () => {
    const found = [passage('Sign-in', 'Use the provider.'), passage('Cookies', 'Strict.')];
    expect(relevantPassages('authenticate users', found)).toEqual(found);
    expect(relevantPassages('what does this mean?', found)).toEqual(found);
  });

  it('reads a question by the words that say what it is about, each by its start', () => {
    expect(topicWords('What does tokenizing a tenant mean, and why?')).toEqual(['token', 'tenan']);
  });
});

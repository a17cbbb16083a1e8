/**
 * Words that say how a question is asked, not what it is about: a passage that shares only these with
 * the question does not answer it.
 */
const ASKING_WORDS = new Set(
  (
    'about after again also before being between both cannot could does doing done each from have having ' +
    'here into just many more most much need needs only other over same should some such than that their ' +
    'them then there these they thing this those through under very want what when where which while ' +
    'will with would your yours please show tell explain mean means work works working'
  ).split(' '),
);
/** The start of a word stands for its forms ("tokens", "tokenize" -> "token"). */
const STEM = 5;

/** The question's words that say what it is about, each cut to its start. */
export function topicWords(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? [];
  return [
    ...new Set(words.filter((w) => w.length >= 4 && !ASKING_WORDS.has(w)).map((w) => w.slice(0, STEM))),
  ];
}

/**
 * The passages that answer the question, best first: those sharing nearly as many of its topic words as the
 * best passage does (docs/product/copilot.md COPILOT-6: an offline answer once quoted every passage after the
 * right one). Passages that share none are all kept when none shares any: a passage found by meaning (the
 * vectors) need not repeat the question's words.
 */
export function relevantPassages<T extends { title: string; text: string }>(
  question: string,
  passages: T[],
): T[] {
  const topics = topicWords(question);
  if (topics.length === 0) return passages;
  const shared = passages.map((p) => {
    const text = `${p.title} ${p.text}`.toLowerCase();
    return topics.filter((word) => text.includes(word)).length;
  });
  const best = Math.max(0, ...shared);
  if (best === 0) return passages;
  // A question of one or two topic words needs them all; a longer one two thirds of the best's.
  const needed = best <= 2 ? best : Math.ceil((best * 2) / 3);
  return passages.filter((_, i) => (shared[i] ?? 0) >= needed);
}

import type { SnippetPart } from '@portal/contracts';

/** A hit's snippet with the words the query found marked (text only: nothing from the index is HTML). */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their position
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity beyond their position
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** An answer's text cut into prose and fenced code (``` … ```), which the panel shows as code blocks. */
export function answerParts(text: string): { kind: 'text' | 'code'; value: string }[] {
  const parts: { kind: 'text' | 'code'; value: string }[] = [];
  const pieces = text.split(/```[^\n]*\n?/);
  pieces.forEach((piece, index) => {
    // Odd pieces sit between an opening and a closing fence (an unclosed one while streaming counts).
    const kind = index % 2 === 1 ? 'code' : 'text';
    const value = kind === 'code' ? piece.replace(/\n$/, '') : piece.trim();
    if (value) parts.push({ kind, value });
  });
  return parts;
}

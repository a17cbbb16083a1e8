import { type DocSection, docSections } from '@portal/contracts';

/** The Markdown a new page starts from: front matter every page needs, filled with today's date. */
export function newDocTemplate(section: DocSection = docSections[0], today = new Date()): string {
  return `---
title: New page
summary: One or two sentences on what this page helps with.
section: ${section}
order: 100
updated: ${today.toISOString().slice(0, 10)}
---
Start with what the reader will be able to do.

## First step

\`\`\`bash
curl https://example.com
\`\`\`
`;
}

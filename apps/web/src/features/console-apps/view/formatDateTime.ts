/** A timestamp as the user's locale writes it, or an empty string for none. */
export function formatDateTime(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}

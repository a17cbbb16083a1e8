import type { AppType, CatalogEntryDetail } from '@portal/contracts';
import { referenceIdFromName } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogEntryQueryOptions } from '../../app-catalog/index.ts';
import { readZipManifest } from '../source/readZipManifest.ts';
import { type CreateFormValues, emptyCreateForm, type FormErrors } from './createForm.utils.ts';

/** What a sample gives the form: its name, reference ID, description and type, as the copy keeps them. */
const fromSample = (sample: CatalogEntryDetail): CreateFormValues => ({
  ...emptyCreateForm,
  source: 'catalog',
  catalogId: sample.id,
  name: sample.title,
  referenceId: sample.referenceId,
  description: sample.description,
  type: sample.type,
});

/**
 * The create form's values and errors, and how they fill themselves: the reference ID follows the name
 * until it is typed, and a picked zip or catalog sample prefills what the user has not typed.
 */
export function useCreateAppForm(sample: CatalogEntryDetail | undefined) {
  const queryClient = useQueryClient();
  const initial = sample ? fromSample(sample) : emptyCreateForm;
  const [values, setValues] = useState<CreateFormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // Until the user types a reference ID of their own, it follows the name (or the zip's manifest).
  const [isReferenceIdTyped, setIsReferenceIdTyped] = useState(sample !== undefined);
  // The type a picked zip's manifest declares: the only one the server accepts for it.
  const [manifestType, setManifestType] = useState<AppType | null>(null);
  const set = <K extends keyof CreateFormValues>(name: K, value: CreateFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  };

  const setName = (name: string) => {
    set('name', name);
    if (!isReferenceIdTyped) set('referenceId', referenceIdFromName(name));
  };

  async function pickZip(file: File | null) {
    set('file', file);
    setManifestType(null);
    if (!file) return;
    const manifest = await readZipManifest(file);
    setValues((current) => {
      // A later pick replaced this one while it was read: its manifest no longer applies.
      if (current.file !== file) return current;
      return {
        ...current,
        name: current.name || manifest.name || '',
        referenceId:
          (isReferenceIdTyped && current.referenceId) ||
          manifest.referenceId ||
          current.referenceId ||
          referenceIdFromName(manifest.name ?? ''),
        description: current.description || manifest.description || '',
        type: manifest.type ?? current.type,
      };
    });
    if (manifest.type) setManifestType(manifest.type);
  }

  /** A sample picked in the form prefills it as the catalog page's copy does, keeping what was typed. */
  async function pickSample(id: string | null, type: AppType | null) {
    set('catalogId', id);
    if (type) set('type', type);
    if (!id) return;
    const picked = await queryClient.fetchQuery(catalogEntryQueryOptions(id)).catch(() => null);
    if (!picked) return;
    setValues((current) =>
      current.catalogId !== id
        ? current
        : {
            ...current,
            name: current.name || picked.title,
            referenceId: (isReferenceIdTyped && current.referenceId) || picked.referenceId,
            description: current.description || picked.description,
          },
    );
  }

  const typeReferenceId = (referenceId: string) => {
    setIsReferenceIdTyped(true);
    set('referenceId', referenceId);
  };

  /** Back to how the form opened: the sample's values, or empty. */
  const reset = () => {
    setValues(initial);
    setIsReferenceIdTyped(sample !== undefined);
    setManifestType(null);
    setErrors({});
  };

  return {
    values,
    errors,
    setErrors,
    manifestType,
    set,
    setName,
    typeReferenceId,
    pickZip,
    pickSample,
    reset,
    /** Empties the form after a create (the modal closes). */
    clear: () => setValues(initial),
  };
}

import type { CreatedSource } from '@portal/contracts';
import { useState } from 'react';
import { useCreateAppMutation, useUploadAppMutation } from '../api/appsMutations.ts';
import type { CreateFormValues } from './createForm.utils.ts';

/** Sends the form the way its source needs: JSON for scratch and catalog, a multipart upload for a zip. */
export function useCreateApp() {
  const create = useCreateAppMutation();
  const upload = useUploadAppMutation();
  // Fraction sent, 0-1; null while the browser cannot tell (then the bar is indeterminate).
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(values: CreateFormValues): Promise<CreatedSource> {
    const fields = {
      name: values.name.trim(),
      referenceId: values.referenceId,
      type: values.type,
      builtOnProvider: values.builtOnProvider,
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    if (values.source === 'upload' && values.file) {
      setProgress(0);
      return upload.mutateAsync({ input: { ...fields, file: values.file }, onProgress: setProgress });
    }
    return create.mutateAsync({
      ...fields,
      source: values.source === 'catalog' && values.catalogId ? { catalog: values.catalogId } : 'scratch',
    });
  }

  return {
    submit,
    progress,
    isUploading: upload.isPending,
    isPending: create.isPending || upload.isPending,
    reset: () => {
      create.reset();
      upload.reset();
      setProgress(null);
    },
  };
}

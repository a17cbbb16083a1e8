import type { LogPresetInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logsKeys } from './keys.ts';
import { logsApi } from './logsApi.ts';

/** Presets are the only server data these writes change: each invalidates the preset list alone. */
export function useCreateLogPresetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogPresetInput) => logsApi.createPreset(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.presets() }),
  });
}

export function useUpdateLogPresetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LogPresetInput }) => logsApi.updatePreset(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.presets() }),
  });
}

export function useDeleteLogPresetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => logsApi.deletePreset(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: logsKeys.presets() }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGlossary, saveGlossary, type TGlossary } from '@whispy/contracts';
import { api } from '../../api';

const glossaryQueryKey = (workspaceId: string) => ['workspace', workspaceId, 'glossary'] as const;

/** `GET workspace/:id/glossary`: every member reads it; `editable` says whether the caller may change it. */
export const glossaryQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: glossaryQueryKey(workspaceId),
    queryFn: (): Promise<TGlossary> => api(getGlossary, { params: { id: workspaceId } }),
  });

export function useGlossary(workspaceId: string) {
  return useQuery(glossaryQuery(workspaceId));
}

/** `PUT workspace/:id/glossary {entries}` (owners and admins): the server answers the list as it keeps it. */
export function useSaveGlossary(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: string[]) => api(saveGlossary, { params: { id: workspaceId }, body: { entries } }),
    onSuccess: (saved) => queryClient.setQueryData(glossaryQueryKey(workspaceId), saved),
  });
}

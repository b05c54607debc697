/** The role select's options: `GET roles/active/all` → `data.items[{id, roleName}]` (spec 1 §7). */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../dataProvider/httpClient';
import type { RoleOption } from './types';

export function useActiveRoles() {
  return useQuery({
    queryKey: ['roles', 'active', 'all'],
    queryFn: async () => {
      const body = await apiRequest<{ items?: RoleOption[] }>('roles/active/all');
      return body.data?.items ?? [];
    },
  });
}

/** May the signed-in person make this API call? The access table decides, as the server does. */
import { apiAccessFor, decide } from '@shared/catalog/access';
import { useMe } from './session';

export function useCan(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', apiPath: string): boolean {
  const { user, roles, permissions } = useMe();
  return decide(apiAccessFor(apiPath, method), { signedIn: Boolean(user), roles, permissions }) === 'allow';
}

/** The roles feature's public surface: the one role list (fixed + custom), for Segurança and invitations. */
export { rolesQuery } from './api/roles';

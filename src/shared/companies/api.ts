/** The company endpoints (docs/product/companies-and-deals.md), implemented in src/server/companies/routes.ts. */
import { endpoint } from '@shared/contract';
import { LEAD_NOT_FOUND } from '@shared/schemas/lead';
import {
  COMPANY_NOT_FOUND,
  type Company,
  type CompanyDetail,
  type CompanyDuplicate,
  type CompanyPage,
  companyFormSchema,
  companyListQuerySchema,
  companyMergeSchema,
  leadCompanySchema,
} from './schemas';

export const companyApi = {
  list: endpoint<CompanyPage>()({ method: 'GET', path: '/api/companies', query: companyListQuerySchema }),
  duplicates: endpoint<CompanyDuplicate[]>()({ method: 'GET', path: '/api/companies/duplicates' }),
  merge: endpoint<Company>()({ method: 'POST', path: '/api/companies/merge', body: companyMergeSchema }),
  detail: endpoint<CompanyDetail>()({
    method: 'GET',
    path: '/api/companies/:id',
    ids: { id: COMPANY_NOT_FOUND },
  }),
  create: endpoint<Company>()({
    method: 'POST',
    path: '/api/companies',
    body: companyFormSchema,
    status: 201,
  }),
  update: endpoint<Company>()({
    method: 'PATCH',
    path: '/api/companies/:id',
    ids: { id: COMPANY_NOT_FOUND },
    body: companyFormSchema,
  }),
  /** Link a person (lead) to a company or unlink it. */
  linkLead: endpoint<{ leadId: string; companyId: string | null }>()({
    method: 'PUT',
    path: '/api/companies/people/:leadId',
    ids: { leadId: LEAD_NOT_FOUND },
    body: leadCompanySchema,
  }),
};

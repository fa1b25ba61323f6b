import type {
  PeopleCompany,
  PeopleCompanyBody,
  PeopleCompanyRow,
  PeopleContactBody,
  PeopleImport,
  PeopleInvitation,
  PeopleInviteBody,
  PeopleOptions,
} from "@ebm/shared/schemas/organiser-people";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../../../lib/api-client.ts";
import { listSearch } from "../../shared/list-search.ts";

const BASE = "/api/organiser/people";

/** Query keys of the console's People section. */
export const peopleKeys = {
  all: ["organiser", "people"] as const,
  options: () => [...peopleKeys.all, "options"] as const,
  lists: () => [...peopleKeys.all, "list"] as const,
  list: (params: { q: string; page: number; pageSize: number }) => [...peopleKeys.lists(), params] as const,
  company: (id: number) => [...peopleKeys.all, "company", id] as const,
  import: (id: number) => [...peopleKeys.all, "import", id] as const,
  inviteCount: (audience: string, key: string) => [...peopleKeys.all, "invite-count", audience, key] as const,
};

type Page<T> = { payload: { items: T[]; total: number; page: number; pageSize: number } };

/** GET …/options: the countries and main interests the company form offers. */
export function usePeopleOptions() {
  return useQuery({
    queryKey: peopleKeys.options(),
    queryFn: async () => (await apiGet<{ payload: PeopleOptions }>(`${BASE}/options`)).payload,
    staleTime: 10 * 60_000,
  });
}

/** GET …/companies: one page of the companies by name. */
export function useCompanies(params: { q: string; page: number; pageSize: number }) {
  return useQuery({
    queryKey: peopleKeys.list(params),
    queryFn: () => apiGet<Page<PeopleCompanyRow>>(`${BASE}/companies?${listSearch(params)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET …/companies/:id: a company with its contacts (nothing while `id` is null). */
export function useCompany(id: number | null) {
  return useQuery({
    queryKey: peopleKeys.company(id ?? 0),
    queryFn: async () => (await apiGet<{ payload: PeopleCompany }>(`${BASE}/companies/${id}`)).payload,
    enabled: id !== null,
  });
}

/** What a change answers (the company as it now is): the open company takes it, the lists reload. */
function useAfterCompanyChange() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (company: PeopleCompany) => queryClient.setQueryData(peopleKeys.company(company.id), company),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.lists() }),
  };
}

/** POST …/companies (no id) or PUT …/companies/:id. */
export function useSaveCompany() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PeopleCompanyBody }) =>
      id === null
        ? (await apiPost<{ payload: PeopleCompany }>(`${BASE}/companies`, body)).payload
        : (await apiPut<{ payload: PeopleCompany }>(`${BASE}/companies/${id}`, body)).payload,
    ...useAfterCompanyChange(),
  });
}

/** POST …/companies/:companyId/contacts (no contact id) or PUT …/contacts/:id. */
export function useSaveContact() {
  return useMutation({
    mutationFn: async ({
      companyId,
      id,
      body,
    }: {
      companyId: number;
      id: number | null;
      body: PeopleContactBody;
    }) =>
      id === null
        ? (await apiPost<{ payload: PeopleCompany }>(`${BASE}/companies/${companyId}/contacts`, body)).payload
        : (await apiPut<{ payload: PeopleCompany }>(`${BASE}/contacts/${id}`, body)).payload,
    ...useAfterCompanyChange(),
  });
}

/** POST …/imports: reads and checks a file; nothing is written. */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: { fileName: string; text: string }) =>
      (await apiPost<{ payload: PeopleImport }>(`${BASE}/imports`, file)).payload,
    onSuccess: (found) => queryClient.setQueryData(peopleKeys.import(found.id), found),
  });
}

/** GET …/imports/:id, asked again every second while the job writes it. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: peopleKeys.import(id ?? 0),
    queryFn: async () => (await apiGet<{ payload: PeopleImport }>(`${BASE}/imports/${id}`)).payload,
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === "applying" ? 1000 : false),
  });
}

/** POST …/imports/:id/apply: the job writes the rows; the lists reload when it is done. */
export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiPost<{ payload: PeopleImport }>(`${BASE}/imports/${id}/apply`)).payload,
    onSuccess: (found) => queryClient.setQueryData(peopleKeys.import(found.id), found),
  });
}

/** GET …/invitations/count: how many an invitation would go to. */
export function useInviteCount(
  query: { audience: PeopleInviteBody["audience"]; importId?: number; contactIds?: number[] } | null,
) {
  const key = query ? `${query.importId ?? ""}:${(query.contactIds ?? []).join(",")}` : "";
  return useQuery({
    queryKey: peopleKeys.inviteCount(query?.audience ?? "", key),
    queryFn: async () => {
      const search = new URLSearchParams({ audience: query?.audience ?? "attending" });
      if (query?.importId) search.set("importId", String(query.importId));
      if (query?.contactIds?.length) search.set("contactIds", query.contactIds.join(","));
      return (await apiGet<{ payload: { recipients: number } }>(`${BASE}/invitations/count?${search}`))
        .payload.recipients;
    },
    enabled: query !== null,
  });
}

/** POST …/invitations: mails the chosen contacts without a password a link to set one. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PeopleInviteBody) =>
      (await apiPost<{ payload: PeopleInvitation }>(`${BASE}/invitations`, body)).payload,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}

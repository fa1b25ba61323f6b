import type {
  ConsoleGalleriesResponse,
  ConsoleProgramResponse,
  ConsoleTeamResponse,
  ConsoleTechTalksResponse,
  ConsoleTestimonialsResponse,
} from "@ebm/shared/schemas/organiser-content-pages";
import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiGet, apiPost, apiPut } from "../../../../lib/api-client.ts";
import { contentKeys } from "./keys.ts";

const C = "/api/organiser/content";
/** The public pages' queries these editors change. */
const PUBLIC_ROOTS = new Set(["program", "pictures", "testimonials", "techtalk", "contact"]);

/** GET …/program: the edition's program days and their sessions, with the edition's zone. */
export const useConsoleProgram = () =>
  useQuery({
    queryKey: contentKeys.program(),
    queryFn: () => apiGet<ConsoleProgramResponse>(`${C}/program`),
  });

/** GET …/techtalks: the edition's talks and speakers. */
export const useConsoleTechTalks = () =>
  useQuery({
    queryKey: contentKeys.techTalks(),
    queryFn: () => apiGet<ConsoleTechTalksResponse>(`${C}/techtalks`),
  });

/** GET …/testimonials: the categories and every testimonial, shown or not. */
export const useConsoleTestimonials = () =>
  useQuery({
    queryKey: contentKeys.testimonials(),
    queryFn: () => apiGet<ConsoleTestimonialsResponse>(`${C}/testimonials`),
  });

/** GET …/galleries: the edition's galleries and their pictures. */
export const useConsoleGalleries = () =>
  useQuery({
    queryKey: contentKeys.galleries(),
    queryFn: () => apiGet<ConsoleGalleriesResponse>(`${C}/galleries`),
  });

/** GET …/team: the team on the contact page. */
export const useConsoleTeam = () =>
  useQuery({ queryKey: contentKeys.team(), queryFn: () => apiGet<ConsoleTeamResponse>(`${C}/team`) });

type Change =
  | { method: "POST" | "PUT"; path: string; body: unknown }
  | { method: "DELETE"; path: string; body?: undefined };

/**
 * A change of one editor (a path under /api/organiser/content), after which the editor's list and
 * the public pages' own queries are loaded again.
 * @example const change = useContentChange(contentKeys.team());
 * await change.mutateAsync({ method: "POST", path: "team", body });
 */
export function useContentChange<T = unknown>(key: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: Change) =>
      method === "DELETE"
        ? apiDelete<T>(`${C}/${path}`)
        : method === "PUT"
          ? apiPut<T>(`${C}/${path}`, body)
          : apiPost<T>(`${C}/${path}`, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      // The public pages this console may have open in the same tab show the change too.
      await queryClient.invalidateQueries({
        predicate: (q) => PUBLIC_ROOTS.has(String(q.queryKey[0])),
      });
    },
  });
}

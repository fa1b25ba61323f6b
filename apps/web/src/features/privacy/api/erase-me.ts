import type { EraseMeBody, ErasureReport } from "@ebm/shared/schemas/privacy";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/me/erase: deletes the signed-in person's account and data (the invoices and payments
 * stay, pseudonymised). 400 with field "password" for a wrong password. The session ends with it.
 */
export function useEraseMe() {
  return useMutation({
    mutationFn: async (body: EraseMeBody) =>
      (await apiPost<{ erasure: ErasureReport }>("/api/me/erase", body)).erasure,
  });
}

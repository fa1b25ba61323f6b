import { CATEGORY_OPTIONS, COMPANY_STATUS_FULL_MEMBER } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { DirectoryEntry } from "@ebm/shared/schemas/directory";

/** A full member: its detail page opens for signed-in users (part 2 §3). */
export const isFullMember = (entry: Pick<DirectoryEntry, "status">) =>
  entry.status === COMPANY_STATUS_FULL_MEMBER;

/** The address of a company's detail page. */
export const companyDetailPath = (id: number) => `/attendeeDetails/${id}`;

/**
 * The names of a company's main interests, in the order of the category list.
 * @example interestNames([3, 1]) // ["PC/Laptops", "Server/Storage"]
 */
export function interestNames(categoryIds: readonly number[]): string[] {
  return CATEGORY_OPTIONS.filter((option) => categoryIds.includes(option.id)).map((option) => option.name);
}

/** "Used equipment", "New equipment", or null when the company has not said. */
export function tradeLabel(tradingType: DirectoryEntry["tradingType"]): string | null {
  return tradingType ? PROFILE_MESSAGES.tradeTypes[tradingType] : null;
}

import { COMPANY_STATUS_FULL_MEMBER } from "@ebm/shared/constants";
import { telLink } from "@ebm/shared/contact-message";
import { contactLabel, hasPicture } from "@ebm/shared/profile";
import type {
  CompanyContact,
  CompanyDetail,
  updateCompanyBodySchema,
  updateContactBodySchema,
} from "@ebm/shared/schemas/companies";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { assertOr, forbidden, notFound } from "../../lib/errors.ts";
import type { SettingsService } from "../settings/index.ts";
import { type CompanyRow, type ContactRow, companiesRepository } from "./companies.repository.ts";

/** The signed-in user a company page is shown to (a session row fits), or null for a visitor. */
export type Viewer = { id: number; companyId: number; role?: string } | null;

const UNITED_KINGDOM = "GB";
const MAP_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/** Map search link of "street, postal city, country", leaving out the parts that are empty. */
export function mapUrlOf(
  company: Pick<CompanyRow, "streetAddress" | "postalCode" | "city" | "country">,
): string {
  const place = [company.postalCode, company.city]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
  const address = [company.streetAddress.trim(), place, company.country].filter(Boolean).join(", ");
  return MAP_SEARCH + encodeURIComponent(address);
}

/**
 * Whether a viewer sees an attending company's page in full (details and people): the own company
 * always; a full member for organiser staff and for users whose own company attends the current
 * edition. The company page, its pictures, the contacts one may reach and the possible matches all
 * follow this one rule.
 */
export function seesInFull(args: {
  own: boolean;
  companyStatus: number;
  viewerRole?: string;
  viewerCompanyAttends: boolean;
}): boolean {
  return (
    args.own ||
    (args.companyStatus === COMPANY_STATUS_FULL_MEMBER &&
      (args.viewerRole === "organiser" || args.viewerCompanyAttends))
  );
}

function toDetail(
  company: CompanyRow,
  categories: { id: number; name: string }[],
  view: { full: boolean; own: boolean },
): CompanyDetail {
  const header = {
    id: company.id,
    name: company.name,
    website: company.website,
    country: company.country,
    countryId: company.countryId,
    // The logo belongs to the header, which visitors see too.
    username: company.username,
    tel: company.tel,
    telLink: telLink(company.tel),
    vatLabel: company.countryIso2 === UNITED_KINGDOM ? ("EORI" as const) : ("VAT" as const),
    profile: company.profile,
    status: company.status,
    isTrusted: company.tier === "trusted",
    isGold: company.tier === "gold",
    isDiamond: company.tier === "diamond",
    isFullView: view.full,
    isOwnCompany: view.own,
  };
  if (!view.full)
    return {
      ...header,
      address: null,
      city: null,
      postalCode: null,
      mapUrl: null,
      vat: null,
      industry: null,
      categories: "",
      tradingType: null,
      preferences: "",
    };
  return {
    ...header,
    address: company.streetAddress,
    city: company.city,
    postalCode: company.postalCode,
    mapUrl: mapUrlOf(company),
    vat: company.vat,
    industry: company.industry,
    categories: categories.map((c) => c.name).join(", "),
    tradingType: company.tradingType,
    preferences: JSON.stringify({ categories: categories.map((c) => c.id), trading: company.tradingType }),
  };
}

function toContact(contact: ContactRow, viewer: Viewer): CompanyContact {
  const isSelf = viewer?.id === contact.id;
  return {
    id: contact.id,
    name: contact.name,
    tel: contact.tel,
    function: contact.function,
    email: isSelf ? contact.email : null,
    imName: contact.imName,
    imValue: contact.imValue,
    rfqDisabled: contact.rfqDisabled,
    possibleMatchesDisabled: contact.possibleMatchesDisabled,
    profilePic: contact.profilePic,
    hasLargePic: hasPicture(contact.profilePicLarge),
    label: contactLabel(contact.position),
    position: contact.position,
    isSelf,
  };
}

export function companiesService(deps: {
  db: Db;
  settings: SettingsService;
  /** Told after a change the directory lists (a company's profile), so its cached list is rebuilt. */
  onDirectoryChanged?: () => void;
  /** Whether two people already share something (the reach rule's ties): a meeting, a scan, a message. */
  tied?: (viewerId: number, otherId: number) => Promise<boolean>;
  now?: () => Date;
}) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = companiesRepository(db);

  /**
   * How `viewer` may see a company page (part 2 §6), or undefined unless the company attends the
   * current edition or is the viewer's own. The one rule of a company page's visibility: the page
   * itself, its pictures and the contacts a message may go to all ask here. Company details are for
   * signed-in attendees: a full member is seen in full by users whose own company attends the
   * current edition (the directory's rule), and the own company always; everybody else, account
   * holders of a company that does not attend included, gets the visitor's view.
   * `viewerCompanyAttends` is asked only when it decides.
   */
  async function pageView(
    company: { id: number; status: number; attends: boolean },
    viewer: Viewer,
    viewerCompanyAttends: () => boolean | Promise<boolean>,
  ): Promise<{ own: boolean; full: boolean } | undefined> {
    const own = viewer?.companyId === company.id;
    if (!own && !company.attends) return undefined;
    // Organiser staff run the event: they see every attending full member, though their own company
    // never counts as attending.
    const full =
      viewer !== null &&
      seesInFull({
        own,
        companyStatus: company.status,
        viewerRole: viewer.role,
        viewerCompanyAttends:
          !own &&
          company.status === COMPANY_STATUS_FULL_MEMBER &&
          viewer.role !== "organiser" &&
          (await viewerCompanyAttends()),
      });
    return { own, full };
  }

  /** The company and how `viewer` may see its page (pageView), or undefined. */
  async function viewOf(companyId: number, viewer: Viewer) {
    const { edition } = await settings.current();
    const company = await repo.company(companyId, edition.id);
    if (!company) return undefined;
    const view = await pageView(company, viewer, () =>
      viewer ? repo.attends(viewer.companyId, edition.id) : false,
    );
    return view && { ...view, company, editionId: edition.id };
  }

  /**
   * The contacts a full view shows: all active ones of the own company, else those who attend and
   * are listed in the directory (decision 0020: someone not listed is shown to nobody else).
   */
  async function contactsInView(view: { company: CompanyRow; own: boolean; editionId: number }) {
    return repo.contactsOnPage(view.company.id, view.editionId, view.own);
  }

  /**
   * Whether the viewer sees the contact's phone and messenger: the spec's every signed-in
   * attendee, unless the person narrowed them to their connections (their colleagues, the
   * organisers and the people they share a meeting, a scan or a message with: the reach rule's ties).
   */
  async function seesDetails(contact: ContactRow, viewer: NonNullable<Viewer>): Promise<boolean> {
    if (contact.contactDetails === "attendees") return true;
    if (viewer.id === contact.id || viewer.companyId === contact.companyId || viewer.role === "organiser")
      return true;
    return (await deps.tied?.(viewer.id, contact.id)) === true;
  }

  return {
    async detail(companyId: number, viewer: Viewer) {
      const view = await viewOf(companyId, viewer);
      assertOr(view, notFound("Company not found."));
      if (!view.full) return { company: toDetail(view.company, [], view), contacts: [] };
      const [categories, contacts] = await Promise.all([
        repo.categoriesOf(view.company.id),
        contactsInView(view),
      ]);
      const shown = await Promise.all(
        contacts.map(async (contact) => {
          const card = toContact(contact, viewer);
          if (viewer && (await seesDetails(contact, viewer))) return card;
          return { ...card, tel: "", imName: null, imValue: null };
        }),
      );
      return { company: toDetail(view.company, categories, view), contacts: shown };
    },

    /** Whether the viewer may see the company's page in full (undefined: not at all, as a 404). */
    async shownInFull(companyId: number, viewer: Viewer): Promise<boolean | undefined> {
      return (await viewOf(companyId, viewer))?.full;
    },

    /** The contacts of a company the viewer may see in full; 404 for any other company. */
    async visibleContacts(companyId: number, viewer: Viewer): Promise<ContactRow[]> {
      const view = await viewOf(companyId, viewer);
      assertOr(view?.full, notFound("Company not found."));
      return contactsInView(view);
    },

    /**
     * A contact on a company page the viewer may see in full; 404 otherwise. What `detail` shows,
     * read in one query (the reach rule asks it of every message and meeting request).
     */
    async visibleContact(contactId: number, viewer: Viewer): Promise<ContactRow> {
      const { edition } = await settings.current();
      const found = viewer ? await repo.contactOnPage(contactId, edition.id, viewer.companyId) : undefined;
      const view =
        found &&
        (await pageView(
          { id: found.companyId, status: found.companyStatus, attends: found.companyAttends },
          viewer,
          () => found.viewerCompanyAttends,
        ));
      assertOr(found && view?.full, notFound("Contact not found."));
      const { companyStatus, companyAttends, viewerCompanyAttends, ...contact } = found;
      return contact;
    },

    /** Saves the own company's profile and main interests together. */
    async updateCompany(viewer: NonNullable<Viewer>, body: z.output<typeof updateCompanyBodySchema>) {
      assertOr(body.id === viewer.companyId, forbidden("You can only edit your own company."));
      await db.transaction(async (tx) => {
        const txRepo = companiesRepository(tx);
        await txRepo.updateCompany(
          body.id,
          {
            tel: body.tel,
            streetAddress: body.address,
            // Left out (undefined), city and postal code keep their values.
            city: body.city,
            postalCode: body.postalCode,
            profile: body.profile,
            // Already "-" for none, or an absolute http(s) address (websiteSchema).
            website: body.website,
            tradingType: body.preferences.trading,
          },
          now(),
        );
        await txRepo.replaceCategories(body.id, body.preferences.categories);
      });
      deps.onDirectoryChanged?.();
    },

    /** Saves the own contact record. */
    async updateContact(viewer: NonNullable<Viewer>, body: z.output<typeof updateContactBodySchema>) {
      assertOr(body.id === viewer.id, forbidden("You can only edit your own contact details."));
      // The fields left out (undefined) keep their values: the update skips them.
      const { id, ...fields } = body;
      await repo.updateContact(id, fields, now());
    },
  };
}

export type CompaniesService = ReturnType<typeof companiesService>;

import type { CountrySeed } from "./data/countries.ts";
import { ALL_CULTURES, JOB_FUNCTIONS, JOB_FUNCTIONS_LEAD, namePool } from "./data/names.ts";
import {
  BRANDS_BY_CATEGORY,
  COMPANY_KINDS,
  INITIALS,
  NAME_CORES,
  NAME_PREFIXES,
  PRODUCTS_BY_CATEGORY,
  PROFILE_ENDINGS,
  PROFILE_MIDDLES,
} from "./data/trade.ts";
import type { Rng } from "./random.ts";
import { emailPart, slugify } from "./util.ts";

/** Company descriptions are at most 350 characters (part 2 §9). */
export const PROFILE_MAX_CHARS = 350;

/** A person's full name drawn from the pools of the given country; some names come from anywhere. */
export function personName(rng: Rng, country: CountrySeed): { given: string; family: string } {
  const culture = rng.chance(0.12) ? rng.pick(ALL_CULTURES) : rng.pick(country.cultures);
  const pool = namePool(culture);
  return { given: rng.pick(pool.given), family: rng.pick(pool.family) };
}

const BLEND_ENDINGS = ["tek", "tronix", "com", "net", "byte", "data"] as const;
const SINGLE_WORD_PREFIXES = NAME_PREFIXES.filter((prefix) => !prefix.includes(" "));
const SINGLE_WORD_CORES = NAME_CORES.filter(
  (core) => !core.includes(" ") && core !== "IT" && core !== "Infotech",
);

/** The name of a company without its legal form, e.g. "Atlas Refurb" or "KTS Systems". */
export function companyBaseName(rng: Rng, country: CountrySeed, city: string): string {
  const core = rng.pick(NAME_CORES);
  const pattern = rng.weighted([
    ["prefix", 45],
    ["family", 15],
    ["city", 8],
    ["initials", 12],
    ["double", 12],
    ["blend", 8],
  ] as const);
  switch (pattern) {
    case "prefix":
      return `${rng.pick(NAME_PREFIXES)} ${core}`;
    case "family":
      return `${rng.pick(namePool(rng.pick(country.cultures)).family)} ${core}`;
    case "city":
      return `${city} ${core}`;
    case "initials": {
      const letters = Array.from({ length: 3 }, () => INITIALS.charAt(rng.int(0, INITIALS.length - 1)));
      return `${letters.join("")} ${core}`;
    }
    case "double": {
      const second = rng.pick(SINGLE_WORD_CORES);
      return `${rng.pick(NAME_PREFIXES)} ${rng.pick(["IT", "Tech"])} ${second}`;
    }
    case "blend": {
      const prefix = rng.pick(SINGLE_WORD_PREFIXES);
      return `${prefix}${rng.pick(BLEND_ENDINGS)} ${core === "IT" ? "Trading" : core}`;
    }
  }
}

function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function productsFor(rng: Rng, categoryId: number): string {
  return rng.pick(PRODUCTS_BY_CATEGORY[categoryId] ?? ["IT hardware"]);
}

/** One to three sentences about what the company trades; never over PROFILE_MAX_CHARS. */
export function companyProfile(
  rng: Rng,
  facts: { name: string; city: string; country: string; categoryIds: number[]; tradingType: "used" | "new" },
): string {
  const [mainCategory = 1, ...others] = facts.categoryIds;
  const condition = facts.tradingType === "new" ? "new" : rng.pick(["used and refurbished", "used"]);
  const sentences = [
    `${facts.name} is ${rng.pick(COMPANY_KINDS)} based in ${facts.city}, ${facts.country}, trading ${condition} ${productsFor(rng, mainCategory)}.`,
  ];
  const values = {
    brands: rng.pick(BRANDS_BY_CATEGORY[mainCategory] ?? ["the major brands"]),
    city: facts.city,
    year: String(rng.int(1994, 2019)),
    countries: String(rng.int(2, 9) * 10),
    area: String(rng.int(4, 60) * 100),
    stock: `${rng.int(5, 90) * 1000}`.replace(/\B(?=(\d{3})+$)/g, ","),
    wanted: productsFor(rng, others[0] ?? rng.int(1, 9)),
  };
  if (rng.chance(0.8)) sentences.push(fillTemplate(rng.pick(PROFILE_MIDDLES), values));
  if (rng.chance(0.5)) sentences.push(fillTemplate(rng.pick(PROFILE_ENDINGS), values));
  let text = sentences.join(" ");
  while (text.length > PROFILE_MAX_CHARS && sentences.length > 1) {
    sentences.pop();
    text = sentences.join(" ");
  }
  return text.slice(0, PROFILE_MAX_CHARS);
}

export function streetAddress(rng: Rng, country: CountrySeed): string {
  const street = rng.pick(country.streets);
  const number = String(rng.int(1, 240));
  return country.numberFirst ? `${number} ${street}` : `${street} ${number}`;
}

/** The function of the contact at `position`: the first is the boss, the others differ from each other. */
export function jobFunctions(rng: Rng, count: number): string[] {
  const others = rng.sample(JOB_FUNCTIONS, count - 1);
  return [rng.pick(JOB_FUNCTIONS_LEAD), ...others];
}

/** Unique lower-case e-mail addresses: "anna.schmidt@atlas-refurb.example", then "anna.schmidt2@...". */
export class EmailBook {
  private readonly taken = new Set<string>();

  reserve(email: string): void {
    this.taken.add(email.toLowerCase());
  }

  make(given: string, family: string, domain: string): string {
    const local = `${emailPart(given)}.${emailPart(family)}`;
    let email = `${local}@${domain}`;
    for (let n = 2; this.taken.has(email); n++) email = `${local}${n}@${domain}`;
    this.taken.add(email);
    return email;
  }
}

/** Unique company usernames (slugs); a repeated name is drawn again. */
export class NameBook {
  private readonly taken = new Set<string>();

  reserve(slug: string): void {
    this.taken.add(slug);
  }

  make(rng: Rng, country: CountrySeed, city: string): { baseName: string; slug: string } {
    for (let attempt = 0; attempt < 50; attempt++) {
      const baseName = companyBaseName(rng, country, city);
      const slug = slugify(baseName);
      if (!this.taken.has(slug)) {
        this.taken.add(slug);
        return { baseName, slug };
      }
    }
    const baseName = `${companyBaseName(rng, country, city)} ${city}`;
    let slug = slugify(baseName);
    for (let n = 2; this.taken.has(slug); n++) slug = `${slugify(baseName)}-${n}`;
    this.taken.add(slug);
    return { baseName, slug };
  }
}

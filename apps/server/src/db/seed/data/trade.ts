/** Word lists for company names and profile texts of IT hardware traders. */

export const NAME_PREFIXES = [
  "Nordic",
  "Euro",
  "Atlas",
  "Prime",
  "Global",
  "Alpha",
  "Delta",
  "Nova",
  "Vertex",
  "Apex",
  "Blue Line",
  "Orion",
  "Polar",
  "Unity",
  "Silverline",
  "Metro",
  "Titan",
  "Zenith",
  "Pioneer",
  "Summit",
  "Quantum",
  "Pacific",
  "Atlantic",
  "Crown",
  "Falcon",
  "Eagle",
  "Horizon",
  "Bright",
  "Swift",
  "Evergreen",
  "Keystone",
  "Redwood",
  "Granite",
  "Harbour",
  "Meridian",
  "Vector",
  "Nexus",
  "Optimum",
  "Stellar",
  "Cobalt",
  "Ironbridge",
  "Maple",
  "Oakfield",
  "Phoenix",
  "Sigma",
  "Omega",
  "Infinity",
  "Velocity",
  "Trident",
  "Northstar",
] as const;

export const NAME_CORES = [
  "IT",
  "Computers",
  "Systems",
  "Trading",
  "Refurb",
  "Components",
  "Networks",
  "Technologies",
  "Hardware",
  "Data",
  "Solutions",
  "Electronics",
  "Distribution",
  "Remarketing",
  "IT Asset Services",
  "Supplies",
  "Memory",
  "Servers",
  "Telecom",
  "Micro",
  "Digital",
  "Infotech",
  "Computer Parts",
  "Tech Trade",
] as const;

/** Three-letter initials for names like "KTS Systems". */
export const INITIALS = "ABCDEFGHIJKLMNOPRSTVW";

export const INDUSTRIES = [
  "IT Asset Disposition",
  "Refurbishment",
  "Distribution",
  "Brokerage",
  "Wholesale",
  "Leasing returns",
] as const;

/** What a company trades, by category id (1..9). */
export const PRODUCTS_BY_CATEGORY: Readonly<Record<number, readonly string[]>> = {
  1: ["business laptops and desktops", "notebooks, desktops and monitors", "Chromebooks and thin clients"],
  2: ["printers, toner and spare parts", "laser printers and multifunction devices"],
  3: [
    "servers, storage arrays and spare parts",
    "enterprise servers and storage",
    "server memory and drives",
  ],
  4: [
    "switches, routers and optics",
    "networking and telecom equipment",
    "wireless access points and firewalls",
  ],
  5: ["software licences", "operating system and office licences"],
  6: ["consumer electronics", "audio-visual equipment and displays"],
  7: ["smartphones and tablets", "mobile phones and accessories"],
  8: ["POS terminals and barcode scanners", "payment terminals and label printers"],
  9: [
    "CPUs, memory and SSDs",
    "components such as CPUs, RAM and hard drives",
    "graphics cards and processors",
  ],
};

/** Brands a company of a category specialises in, by category id (1..9). */
export const BRANDS_BY_CATEGORY: Readonly<Record<number, readonly string[]>> = {
  1: ["HP, Dell and Lenovo", "Lenovo ThinkPad and Dell Latitude"],
  2: ["HP, Canon and Brother", "Kyocera and Ricoh"],
  3: ["HPE, Dell and Lenovo", "NetApp and Dell EMC", "IBM and Oracle"],
  4: ["Cisco, Juniper and Aruba", "Cisco and Extreme Networks"],
  5: ["Microsoft and VMware"],
  6: ["Samsung, LG and Sony"],
  7: ["Apple and Samsung", "Apple iPhone and iPad"],
  8: ["Zebra, Honeywell and Ingenico", "Zebra and Datalogic"],
  9: ["Intel, AMD and Kingston", "Samsung and Micron memory"],
};

export const COMPANY_KINDS = [
  "an independent IT hardware broker",
  "a wholesale distributor",
  "a refurbisher and IT asset disposition specialist",
  "a family-owned trading house",
  "a stockist and reseller",
  "an IT remarketing company",
] as const;

/** Second sentences; `{brands}`, `{city}`, `{year}`, `{countries}`, `{area}`, `{stock}` are filled in. */
export const PROFILE_MIDDLES = [
  "Since {year} we have supplied resellers, system integrators and brokers in more than {countries} countries.",
  "We buy excess stock, end-of-life and decommissioned equipment and pay promptly.",
  "Our {area} m² warehouse holds more than {stock} items, tested and graded by our own engineers.",
  "All equipment is data-wiped to certified standards and sold with warranty.",
  "We specialise in {brands} and ship worldwide within 24 hours.",
  "Same-day shipping from our warehouse in {city}, with full testing and grading.",
] as const;

export const PROFILE_ENDINGS = [
  "Send us your lists: we reply within the hour.",
  "Always happy to meet new partners in Dublin.",
  "Meet us at the event to talk about bulk deals and long-term partnerships.",
  "Ask us for our weekly stock list.",
  "We are looking for reliable suppliers of {wanted}.",
] as const;

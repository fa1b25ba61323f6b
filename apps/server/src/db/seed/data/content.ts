/** Sponsors, banners, testimonials, speakers and the organising team of the demo. */

export const SPONSORS = [
  { name: "Atlas Remarketing Group", type: "main", shape: "diamond" },
  { name: "Northstar Logistics", type: "submain", shape: "circle" },
  { name: "SecureWipe Solutions", type: "submain", shape: "square" },
  { name: "Quayside Freight", type: "others", shape: "circle" },
  { name: "Greenloop IT Recycling", type: "others", shape: "diamond" },
  { name: "PartsHub Europe", type: "others", shape: "square" },
  { name: "Blue Harbour Trade Finance", type: "others", shape: "circle" },
  { name: "CertiGrade Testing Labs", type: "others", shape: "square" },
] as const;

export const BANNERS = [
  {
    sponsor: "Atlas Remarketing Group",
    headline: "Sell your excess stock in 48 hours",
    tagline: "Laptops, servers and networking bought across Europe",
    isAd: true,
  },
  {
    sponsor: "Northstar Logistics",
    headline: "Door to door across 40 countries",
    tagline: "Insured IT freight with real-time tracking",
    isAd: true,
  },
  {
    sponsor: "SecureWipe Solutions",
    headline: "Certified data erasure at scale",
    tagline: "Audit-proof reports for every drive you sell",
    isAd: true,
  },
  {
    sponsor: "PartsHub Europe",
    headline: "300,000 spare parts in stock",
    tagline: "Server and laptop parts shipped the same day",
    isAd: true,
  },
  {
    sponsor: "Blue Harbour Trade Finance",
    headline: "Finance the deals you make in Dublin",
    tagline: "Trade credit for IT hardware brokers",
    isAd: true,
  },
  {
    sponsor: "CertiGrade Testing Labs",
    headline: "Grading you can trust",
    tagline: "Independent testing and grading of used IT",
    isAd: true,
  },
  {
    sponsor: "EBM Events",
    headline: "Plan your meetings now",
    tagline: "Open the scheduler and send your first requests",
    isAd: false,
  },
  {
    sponsor: "EBM Events",
    headline: "Captain's Dinner: sign up now",
    tagline: "250 seats, two per company, from the program page",
    isAd: false,
  },
] as const;

export const TESTIMONIAL_CATEGORIES = [
  { id: 1, name: "2023 Barcelona", title: "What traders said about the 2023 Barcelona meeting" },
  { id: 2, name: "2024 Amsterdam", title: "What traders said about the 2024 Amsterdam meeting" },
  { id: 3, name: "2025 Dublin", title: "Why traders are coming to Dublin" },
] as const;

export const TESTIMONIALS = [
  {
    catId: 1,
    featured: true,
    author: "Javier Navarro",
    company: "Iberia IT Trading S.L.",
    text: "Two days in Barcelona gave us more new suppliers than a year of e-mails. The pre-booked meetings are what make this event different: every half hour a new table, a new partner, real business.",
  },
  {
    catId: 1,
    featured: false,
    author: "Katrin Weber",
    company: "Rheinland Computer Parts GmbH",
    text: "Well organised from start to finish. We closed a server deal at the dinner party that paid for the whole trip.",
  },
  {
    catId: 1,
    featured: false,
    author: "Rahul Mehta",
    company: "Gulf Byte Trading FZE",
    text: "I finally met the people behind the stock lists. Trust is everything in this trade and this is where it starts.",
  },
  {
    catId: 1,
    featured: false,
    author: "Erik Lindqvist",
    company: "Nordic Refurb AB",
    text: "The scheduler worked perfectly. Sixteen meetings on day one and not a single empty slot.",
  },
  {
    catId: 1,
    featured: false,
    author: "Chloé Lambert",
    company: "Lambert Informatique SAS",
    text: "A friendly crowd and serious buyers. We will be back next year with two more colleagues.",
  },
  {
    catId: 2,
    featured: true,
    author: "Daan Visser",
    company: "Polder IT Remarketing B.V.",
    text: "Amsterdam was the best edition yet. The mix of brokers, refurbishers and ITAD companies from all over the world is unique, and the organisers know everyone by name.",
  },
  {
    catId: 2,
    featured: false,
    author: "James Clarke",
    company: "Thames Valley Systems Ltd",
    text: "We met three of our biggest customers for the first time in person. Worth every euro of the ticket.",
  },
  {
    catId: 2,
    featured: false,
    author: "Mei Ling Wong",
    company: "Harbour Link Electronics Limited",
    text: "Flying in from Hong Kong is a long trip, but the quality of the meetings makes it easy to justify.",
  },
  {
    catId: 2,
    featured: false,
    author: "Piotr Nowak",
    company: "Vistula Components Sp. z o.o.",
    text: "Great networking, great food and a Captain's Dinner to remember.",
  },
  {
    catId: 2,
    featured: false,
    author: "Giulia Romano",
    company: "Lombarda Tech S.r.l.",
    text: "The directory helped us prepare: we knew exactly whom to meet before we arrived.",
  },
  {
    catId: 3,
    featured: true,
    author: "Seán Murphy",
    company: "Liffey Computer Trading Ltd",
    text: "Having the meeting in Dublin means the whole Irish and UK trade will be there. We already have twenty meetings booked and it is still weeks away.",
  },
  {
    catId: 3,
    featured: false,
    author: "Stefan Hoffmann",
    company: "Hanse Server Trading GmbH",
    text: "Our team never misses this event. It is where the European IT hardware trade sets its prices for the year ahead.",
  },
  {
    catId: 3,
    featured: false,
    author: "Ayşe Yılmaz",
    company: "Bosphorus Bilişim Ltd. Şti.",
    text: "We are looking forward to meeting new partners for laptops and mobile devices in Dublin.",
  },
  {
    catId: 3,
    featured: false,
    author: "Ana Costa",
    company: "Atlântico Informática Lda.",
    text: "The best place to turn online contacts into long-term partners.",
  },
  {
    catId: 3,
    featured: false,
    author: "Michael Brown",
    company: "Lone Star Data Inc.",
    text: "We come over from Texas every year. The one-to-one format saves us weeks of travel.",
  },
] as const;

/** Tech talk sessions; `speakers` are indexes into SPEAKERS. */
export const TECH_TALKS = [
  {
    day: 1,
    start: "14:00",
    end: "14:30",
    title: "Grading standards for refurbished laptops: one language for buyers and sellers",
    speakers: [1],
  },
  { day: 1, start: "14:30", end: "15:00", title: "Data sanitisation that survives an audit", speakers: [2] },
  {
    day: 1,
    start: "15:00",
    end: "15:45",
    title: "Panel: the server spares market after the next refresh cycle",
    speakers: [0, 3, 4],
  },
  {
    day: 2,
    start: "11:00",
    end: "11:30",
    title: "Fighting counterfeit components with traceability",
    speakers: [5],
  },
  {
    day: 2,
    start: "11:30",
    end: "12:00",
    title: "Circular IT and the right to repair: what changes for traders",
    speakers: [6],
  },
] as const;

/**
 * Speakers; `company` "demo" links to Demo Trading B.V., a number links to the n-th seeded attending
 * company, "organiser" to the organiser's company, null to no company in the directory.
 */
export const SPEAKERS = [
  {
    name: "Claire Donnelly",
    company: "organiser",
    role: "Moderator",
    day: 1,
    start: "14:00",
    end: "15:45",
    description:
      "Claire has hosted the tech talks of the European Broker Meeting since 2019 and keeps every panel on time and on topic.",
  },
  {
    name: "Marieke Dekker",
    company: 0,
    role: "Head of Quality",
    day: 1,
    start: "14:00",
    end: "14:30",
    description:
      "Marieke built the grading programme of one of the largest laptop refurbishers in the Benelux. She explains why a shared grading vocabulary cuts returns, speeds up deals and makes cross-border trading between brokers far less of a gamble.",
  },
  {
    name: "Conor Walsh",
    company: null,
    role: "Data Security Consultant",
    day: 1,
    start: "14:30",
    end: "15:00",
    description:
      "Conor audits data erasure processes for banks, hospitals and the ITAD companies that buy their equipment, and shows what auditors actually check when a drive leaves the building.",
  },
  {
    name: "Anna Schmidt",
    company: "demo",
    role: "Sales Manager",
    day: 1,
    start: "15:00",
    end: "15:45",
    description: "Anna trades servers and spare parts across Europe.",
  },
  {
    name: "Hiroshi Tanaka",
    company: 1,
    role: "Managing Director",
    day: 1,
    start: "15:00",
    end: "15:45",
    description:
      "Hiroshi runs a server spares business serving data centres in Asia and Europe, with a view on how hyperscaler refresh cycles move the secondary market.",
  },
  {
    name: "Isabel Navarro",
    company: 2,
    role: "Compliance Officer",
    day: 2,
    start: "11:00",
    end: "11:30",
    description:
      "Isabel leads supply chain compliance for a components distributor and shares practical steps that keep counterfeit CPUs and memory out of your stock.",
  },
  {
    name: "Pieter Bos",
    company: null,
    role: "Policy Adviser",
    day: 2,
    start: "11:30",
    end: "12:00",
    description: "What the new EU repair and ecodesign rules mean for the resale of IT hardware.",
  },
] as const;

export const TEAM_MEMBERS = [
  {
    name: "Sophie van Dijk",
    position: "Event Manager",
    phone: "+31 20 555 0190",
    email: "sophie@ebm.example",
  },
  { name: "Mark de Jong", position: "Head of Sales", phone: "+31 20 555 0191", email: "mark@ebm.example" },
  {
    name: "Claire Donnelly",
    position: "Program and Speakers",
    phone: "+31 20 555 0192",
    email: "claire@ebm.example",
  },
  {
    name: "Ruud Verhoeven",
    position: "Partnerships and Sponsoring",
    phone: "+31 20 555 0193",
    email: "ruud@ebm.example",
  },
  {
    name: "Emma Brouwer",
    position: "Attendee Support",
    phone: "+31 20 555 0194",
    email: "support@ebm.example",
  },
] as const;

/** Picture categories per edition number, with how many pictures each holds. */
export const PICTURE_CATEGORIES = [
  { edition: 19, name: "Meeting floor", count: 6 },
  { edition: 19, name: "Welcome drinks", count: 4 },
  { edition: 20, name: "Meeting floor", count: 8 },
  { edition: 20, name: "Dinner party", count: 6 },
  { edition: 20, name: "Captain's Dinner", count: 4 },
  { edition: 21, name: "Meeting floor", count: 36 },
  { edition: 21, name: "Captain's Dinner", count: 6 },
  { edition: 21, name: "Welcome drinks", count: 5 },
] as const;

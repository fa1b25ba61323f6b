/** Copy of the 2025 edition's settings and organiser details. */

export const MAINPAGE_TEXT = [
  "For more than twenty years the European Broker Meeting has been the place where the IT hardware trade meets face to face. Brokers, wholesalers, refurbishers and IT asset disposition specialists from over 40 countries spend two days in pre-scheduled one-to-one meetings, turning the partners they trade with online into people they know and trust.",
  "In 2025 we meet in Dublin. Plan your meetings in advance with the scheduler, find new suppliers of servers, laptops, networking gear and components in the attendee directory, and close the day at the dinner party with a thousand traders. Every attendee ticket also supports our charity partner.",
].join("\n\n");

export const REG_THANKYOU =
  "Thank you for registering for the European Broker Meeting 2025 in Dublin. Because your company is not yet a member of the marketplace, our team will first verify your company details. Once verified, a member of our sales team will contact you within two working days to complete your registration and membership. You will receive an e-mail confirmation as soon as your seats are confirmed.";

export const ORGANISER_DETAILS: Record<string, string> = {
  postal: "EBM Events B.V.\nPostbus 10045\n1001 EA Amsterdam\nThe Netherlands",
  office:
    "EBM Events B.V.\nHerengracht 180\n1016 BR Amsterdam\nThe Netherlands\n+31 20 555 0199\nevents@ebm.example",
  banking:
    "Bank: Demo Bank N.V., Amsterdam\nIBAN: NL02 DEMO 0123 4567 89\nBIC: DEMONL2A\nAccount holder: EBM Events B.V.",
  registration: "Chamber of Commerce (KvK): 12345678\nVAT: NL987654321B01",
  /** Where messages to the organisers from the contact page go; not shown on the page. */
  email: "events@ebm.example",
};

export const VENUE = {
  name: "The Liffey Quay Convention Hotel",
  address: "North Wall Quay 40, Dublin 1, D01 T8Y2, Ireland",
  mapUrl: "https://www.openstreetmap.org/search?query=North%20Wall%20Quay%2C%20Dublin",
} as const;

export const DINNER_VENUE = {
  name: "The Old Distillery, Smithfield",
  mapUrl: "https://www.openstreetmap.org/search?query=Smithfield%2C%20Dublin",
} as const;

/**
 * What each page is for, in one sentence, by route path: the meta description the build writes into
 * the prerendered pages (entry-prerender.tsx). The browser never reads these, so they stay out of the
 * app's code; a page that shows its description itself (the program's and the directory's intro) has it in
 * its route handle instead (router.tsx).
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "/": "The yearly meeting of IT hardware brokers.",
  "/techtalk": "The speakers and topics of this year's tech talk sessions.",
  "/scheduler": "Request, accept and manage your one-to-one meetings on both meeting days.",
  "/attendeeDetails/:id": "A company's profile, its contacts and meeting options.",
  "/sponsors": "The sponsors who make the European Broker Meeting possible.",
  "/messages/:contact?": "Chat with the contacts of other attending companies.",
  "/contact": "The organising team's contact details and a form to send them a message.",
  "/privacy": "What the event keeps about you, why, for how long, who else receives it, and your rights.",
  "/leads": "The leads you collected by scanning badges, with notes and a CSV download.",
  "/scan": "Scan another attendee's badge with your phone's camera to save them as a lead.",
  "/profile": "Edit your company profile, your contact details and your profile picture.",
  "/register": "Register your company and attendees for the event, in five short steps.",
  "/payment/checkout/:id":
    "The test payment page of the embedded setup, standing in for the payment provider.",
  "/payment/return": "The state of your registration's payment after the checkout.",
  "/testimonials": "What traders say about previous editions of the meeting.",
  "/pictures": "Impressions from the meeting days, the dinners and previous editions.",
  "/checkin": "The badge page that the check-in QR code opens at the registration desk.",
  "/badge": "Your badge with its QR code, ready to print.",
  "/dev/mail": "The mails the app has written, for the organisers of a development setup.",
  "*": "There is no page at this address.",
};

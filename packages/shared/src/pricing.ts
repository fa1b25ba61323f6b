/**
 * Ticket pricing and VAT (part 1 §9), in integer euro cents. Pure functions: the payment step
 * shows this invoice and the server recomputes it from the same inputs, never trusting the client.
 */

/** Prices of the edition (allSettings `event.prices`, or the editions table on the server). */
export interface PriceList {
  memberCents: number;
  nonMemberFirstCents: number;
  membershipCents: number;
  charityPerAttendeeCents: number;
}

/** The buyer's country as far as VAT goes (countriesAll: `vat_rate_bp`, `reverse_charge`). */
export interface VatCountry {
  /** VAT charged to this country in basis points (2100 = 21%, the Netherlands). */
  vatRateBp: number;
  /** EU business customers elsewhere: VAT is reverse-charged (0%). */
  reverseCharge: boolean;
}

export interface InvoiceLine {
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface Invoice {
  lines: InvoiceLine[];
  subtotalCents: number;
  /** Applied rate in basis points; 0 for reverse charge and other countries. */
  vatRateBp: number;
  /** "21%", "Reverse Charge" or "0%", as the invoice shows it. */
  vatLabel: string;
  vatCents: number;
  totalCents: number;
  /** Donated to charity out of the total (EUR 100 per attendee). */
  charityCents: number;
}

export const MAX_ATTENDEES = 20;

/**
 * The invoice of a registration. Members pay the member price per attendee. Non-members pay the
 * same per attendee plus a year of membership once, so the first attendee costs the non-member
 * first price (EUR 995 + 675 = 1670) and each further one EUR 995.
 * @example invoiceFor({ isMember: false, attendees: 2, country: NL, prices }).totalCents // 322465
 */
export function invoiceFor(input: {
  isMember: boolean;
  attendees: number;
  country: VatCountry;
  prices: PriceList;
}): Invoice {
  const { isMember, attendees, country, prices } = input;
  if (!Number.isInteger(attendees) || attendees < 1 || attendees > MAX_ATTENDEES) {
    throw new RangeError(`attendees must be a whole number from 1 to ${MAX_ATTENDEES}`);
  }
  const ticketCents = isMember ? prices.memberCents : prices.nonMemberFirstCents - prices.membershipCents;
  const lines: InvoiceLine[] = [
    {
      label: attendees === 1 ? "Attendee ticket" : "Attendee tickets",
      quantity: attendees,
      unitCents: ticketCents,
      totalCents: ticketCents * attendees,
    },
  ];
  if (!isMember) {
    lines.push({
      label: "1-year Plus membership",
      quantity: 1,
      unitCents: prices.membershipCents,
      totalCents: prices.membershipCents,
    });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const vatRateBp = country.reverseCharge ? 0 : country.vatRateBp;
  // Half-up rounding to the cent, on integers only.
  const vatCents = Math.floor((subtotalCents * vatRateBp + 5000) / 10000);
  return {
    lines,
    subtotalCents,
    vatRateBp,
    vatLabel: country.reverseCharge ? "Reverse Charge" : `${vatRateBp / 100}%`,
    vatCents,
    totalCents: subtotalCents + vatCents,
    charityCents: prices.charityPerAttendeeCents * attendees,
  };
}

/** "EUR 1,670.00": invoice amounts with two decimals. */
export function formatEur(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100).toLocaleString("en-GB");
  return `${sign}EUR ${euros}.${String(abs % 100).padStart(2, "0")}`;
}

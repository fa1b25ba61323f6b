import { describe, expect, it } from "vitest";
import { formatEur, invoiceFor } from "./pricing.ts";

const prices = {
  memberCents: 99_500,
  nonMemberFirstCents: 167_000,
  membershipCents: 67_500,
  charityPerAttendeeCents: 10_000,
};
const NL = { vatRateBp: 2100, reverseCharge: false };
const GERMANY = { vatRateBp: 0, reverseCharge: true };
const SWITZERLAND = { vatRateBp: 0, reverseCharge: false };

describe("invoiceFor", () => {
  // Expected totals worked out by hand from part 1 §9: members 995 per attendee; non-members 1670
  // for the first and 995 for each further one; 21% VAT in the Netherlands only.
  const table: [string, boolean, number, typeof NL, number, number, string][] = [];
  for (let n = 1; n <= 10; n++) {
    const member = 99_500 * n;
    const nonMember = 167_000 + 99_500 * (n - 1);
    table.push([`member, ${n}, NL`, true, n, NL, member, Math.round(member * 0.21), "21%"]);
    table.push([`non-member, ${n}, NL`, false, n, NL, nonMember, Math.round(nonMember * 0.21), "21%"]);
    table.push([`member, ${n}, reverse charge`, true, n, GERMANY, member, 0, "Reverse Charge"]);
    table.push([`non-member, ${n}, reverse charge`, false, n, GERMANY, nonMember, 0, "Reverse Charge"]);
    table.push([`member, ${n}, elsewhere`, true, n, SWITZERLAND, member, 0, "0%"]);
    table.push([`non-member, ${n}, elsewhere`, false, n, SWITZERLAND, nonMember, 0, "0%"]);
  }

  it.each(table)("%s", (_name, isMember, attendees, country, subtotal, vat, label) => {
    const invoice = invoiceFor({ isMember, attendees, country, prices });
    expect(invoice.subtotalCents).toBe(subtotal);
    expect(invoice.vatCents).toBe(vat);
    expect(invoice.totalCents).toBe(subtotal + vat);
    expect(invoice.vatLabel).toBe(label);
    expect(invoice.charityCents).toBe(10_000 * attendees);
    expect(invoice.lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(subtotal);
  });

  it("charges the membership once, on the non-member path only", () => {
    const member = invoiceFor({ isMember: true, attendees: 3, country: NL, prices });
    expect(member.lines.map((l) => l.label)).toEqual(["Attendee tickets"]);
    const nonMember = invoiceFor({ isMember: false, attendees: 3, country: NL, prices });
    expect(nonMember.lines).toEqual([
      { label: "Attendee tickets", quantity: 3, unitCents: 99_500, totalCents: 298_500 },
      { label: "1-year Plus membership", quantity: 1, unitCents: 67_500, totalCents: 67_500 },
    ]);
    // 1670 + 2 × 995
    expect(nonMember.subtotalCents).toBe(366_000);
  });

  it("refuses attendee counts outside 1 to 20", () => {
    for (const attendees of [0, -1, 1.5, 21]) {
      expect(() => invoiceFor({ isMember: true, attendees, country: NL, prices })).toThrow(RangeError);
    }
  });
});

describe("formatEur", () => {
  it("shows two decimals and thousands", () => {
    expect(formatEur(167_000)).toBe("EUR 1,670.00");
    expect(formatEur(35_070)).toBe("EUR 350.70");
    expect(formatEur(5)).toBe("EUR 0.05");
    expect(formatEur(202_070)).toBe("EUR 2,020.70");
  });
});

import { describe, expect, it } from "vitest";
import { updateContactBodySchema } from "./schemas/companies.ts";
import { requiredWebsiteSchema, websiteSchema } from "./schemas/url.ts";
import { httpUrlOf, isSafeMessengerValue, websiteToStore } from "./url.ts";

describe("httpUrlOf", () => {
  it("keeps http(s) addresses as typed and puts https:// before a host name", () => {
    expect(httpUrlOf("https://www.example.com/a?b=c#d")).toBe("https://www.example.com/a?b=c#d");
    expect(httpUrlOf(" http://example.com ")).toBe("http://example.com");
    expect(httpUrlOf("www.example.com")).toBe("https://www.example.com");
    expect(httpUrlOf("example.co.uk:8080/shop")).toBe("https://example.co.uk:8080/shop");
    expect(httpUrlOf("bücher.example")).toBe("https://bücher.example");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "mailto:someone@example.com",
    "ftp://example.com",
    "//example.com",
    "/relative/path",
    "localhost",
    "example.com:evil",
    "https://user:secret@example.com",
    "https://example.com@evil.example",
    "https://exa mple.com",
    "https://",
    "-",
  ])("refuses %s", (value) => {
    expect(httpUrlOf(value)).toBeNull();
  });
});

describe("websiteToStore and websiteSchema", () => {
  it("stores none as '-' and refuses what is no http(s) address", () => {
    expect(websiteToStore("")).toBe("-");
    expect(websiteToStore(" - ")).toBe("-");
    expect(websiteToStore("javascript:alert(1)")).toBeNull();
    expect(websiteSchema.parse(" www.example.com ")).toBe("https://www.example.com");
    expect(websiteSchema.safeParse("www.exa mple.com").error?.issues[0]?.message).toBe(
      "must not contain spaces",
    );
    expect(websiteSchema.safeParse("data:text/html,x").success).toBe(false);
  });

  it("needs a website at registration, where '-' still says none", () => {
    expect(requiredWebsiteSchema.safeParse("").success).toBe(false);
    expect(requiredWebsiteSchema.parse("-")).toBe("-");
    expect(requiredWebsiteSchema.parse("example.com")).toBe("https://example.com");
  });
});

describe("isSafeMessengerValue", () => {
  it("keeps handles, numbers and http(s) addresses", () => {
    for (const value of ["anna.visser", "+31 6 5550 1201", "@anna", "https://wa.me/31655501201", ""])
      expect(isSafeMessengerValue(value), value).toBe(true);
  });

  it("refuses other addresses, however hidden", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html,x",
      "skype:anna?call",
      "//evil.example",
      "\\\\evil.example",
      "https://user@evil.example",
    ])
      expect(isSafeMessengerValue(value), JSON.stringify(value)).toBe(false);
  });

  it("names the messenger field in the contact update", () => {
    const result = updateContactBodySchema.safeParse({
      id: 1,
      name: "Anna",
      tel: "1",
      function: "Sales",
      imValue: "javascript:alert(1)",
    });
    expect(result.error?.issues[0]?.path).toEqual(["imValue"]);
  });
});

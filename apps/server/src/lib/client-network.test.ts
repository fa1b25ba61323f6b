import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, however it is written", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const network = "2001:db8:1:2::/64";
    expect(clientNetwork("2001:db8:1:2:aa:bb:cc:dd")).toBe(network);
    expect(clientNetwork("2001:0db8:0001:0002:ffff:0:0:1")).toBe(network);
    expect(clientNetwork("2001:db8:1:2::1")).toBe(network);
    expect(clientNetwork("2001:DB8:1:2::abcd%eth0")).toBe(network);
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(network);
  });

  it("expands the short forms", () => {
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it came", () => {
    expect(clientNetwork("not an address")).toBe("not an address");
  });
});

import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address that one client controls, for counting clients: an IPv4 address as
 * it is (also when written IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address by its /64 network,
 * because one machine is commonly handed a whole /64 and could otherwise count as billions.
 * @example clientNetwork("2001:db8:1:2:aa:bb:cc:dd") === "2001:db8:1:2::/64"
 */
export function clientNetwork(address: string): string {
  const ip = address.split("%", 1)[0]?.toLowerCase() ?? address;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = ip.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail ("::1.2.3.4") stands for two groups; only the first four groups matter.
  const tailCount = tailGroups.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const groups = [
    ...headGroups,
    ...Array(Math.max(0, 8 - headGroups.length - tailCount)).fill("0"),
    ...tailGroups,
  ];
  const network = groups
    .slice(0, 4)
    .map((group) => (group.includes(".") ? "0" : Number.parseInt(group, 16).toString(16)));
  return `${network.join(":")}::/64`;
}

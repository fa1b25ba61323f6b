// The browser sets up its locale and time zone data once per page process, on the first date or
// number format: tens of milliseconds on a phone, up to a few hundred on a slow one. Done here,
// on a thread of its own, the page's formats (clocks, dates, counts, prices) find it ready.
new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
}).format(0);
new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(
  0,
);
new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(0);
new Intl.NumberFormat("en-GB").format(0);
postMessage("ready");

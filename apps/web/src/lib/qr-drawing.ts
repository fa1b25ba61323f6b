import { encode } from "uqr";

/**
 * A QR code's modules (true for dark) as an SVG picture, black on white with a quiet zone of
 * `margin` modules: one path of horizontal runs, drawn with crisp edges so no seams show between
 * neighbouring modules.
 */
export function qrSvg(modules: readonly (readonly boolean[])[], margin: number): string {
  const size = modules.length + 2 * margin;
  let path = "";
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${start + margin} ${y + margin + 0.5}h${x - start}`;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/><path stroke="#000000" d="${path}"/></svg>`
  );
}

/**
 * The QR code of `text` at error correction level M with a one-module quiet zone, as an SVG data
 * address for an image.
 * @example qrDataUrl("https://ebm.example/checkin?id=12.AbCd") // "data:image/svg+xml;charset=utf-8,%3Csvg…"
 */
export function qrDataUrl(text: string): string {
  const { data } = encode(text, { ecc: "M", border: 0 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(data, 1))}`;
}

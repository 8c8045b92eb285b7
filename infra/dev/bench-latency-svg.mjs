// Draws the latency–throughput curve of a latencyBench result as a standalone SVG: paid → receipt
// sent p50, p99 and max against the offered rate, both axes logarithmic, with the sustainable bar.
import { SUSTAINABLE_P99_MS } from './bench-latency.mjs';

const W = 720;
const H = 420;
const M = { left: 70, right: 130, top: 40, bottom: 80 };
const SERIES = [
  ['p50', '#2563eb'],
  ['p99', '#dc2626'],
  ['max', '#9ca3af'],
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const fmtMs = (ms) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

export function latencySvg(result, caption) {
  const rates = result.rates.map((r) => r.rate);
  const values = result.rates.flatMap((r) => SERIES.map(([k]) => r.paidToSent[k])).filter((v) => v > 0);
  const yMin = 10 ** Math.floor(Math.log10(Math.min(...values, 100)));
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...values, SUSTAINABLE_P99_MS * 2)));
  const xMin = Math.min(...rates) / 1.3;
  const xMax = Math.max(...rates) * 1.3;
  const round = (v) => Math.round(v * 10) / 10;
  const x = (rate) => round(M.left + ((Math.log(rate) - Math.log(xMin)) / (Math.log(xMax) - Math.log(xMin))) * (W - M.left - M.right));
  const y = (ms) => round(H - M.bottom - ((Math.log(ms) - Math.log(yMin)) / (Math.log(yMax) - Math.log(yMin))) * (H - M.top - M.bottom));
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
  );
  out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  out.push(`<text x="${M.left}" y="22" font-size="14" font-weight="bold">Order pipeline: paid → receipt sent, by offered rate</text>`);
  for (let ms = yMin; ms <= yMax; ms *= 10) {
    out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y(ms)}" y2="${y(ms)}" stroke="#e5e7eb"/>`);
    out.push(`<text x="${M.left - 8}" y="${y(ms) + 4}" text-anchor="end">${fmtMs(ms)}</text>`);
  }
  const bar = y(SUSTAINABLE_P99_MS);
  out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${bar}" y2="${bar}" stroke="#16a34a" stroke-dasharray="6 4"/>`);
  out.push(`<text x="${W - M.right + 6}" y="${bar + 4}" fill="#16a34a">p99 bar (${fmtMs(SUSTAINABLE_P99_MS)})</text>`);
  for (const r of result.rates) {
    const rx = x(r.rate);
    out.push(`<line x1="${rx}" x2="${rx}" y1="${M.top}" y2="${H - M.bottom}" stroke="#f3f4f6"/>`);
    out.push(`<text x="${rx}" y="${H - M.bottom + 16}" text-anchor="middle">${r.rate}/s</text>`);
    out.push(`<text x="${rx}" y="${H - M.bottom + 31}" text-anchor="middle" fill="#6b7280">${Math.round(r.acceptedPerSecond)}/s</text>`);
    if (r.lost || r.errors)
      out.push(`<text x="${rx}" y="${H - M.bottom + 46}" text-anchor="middle" fill="#dc2626">${r.errors} err, ${r.lost} lost</text>`);
  }
  out.push(`<text x="${M.left - 8}" y="${H - M.bottom + 16}" text-anchor="end">offered</text>`);
  out.push(`<text x="${M.left - 8}" y="${H - M.bottom + 31}" text-anchor="end" fill="#6b7280">accepted</text>`);
  SERIES.forEach(([key, color], i) => {
    const points = result.rates.filter((r) => r.paidToSent[key] > 0).map((r) => `${x(r.rate)},${y(r.paidToSent[key])}`);
    out.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="2"/>`);
    for (const p of points) out.push(`<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="3" fill="${color}"/>`);
    out.push(
      `<line x1="${W - M.right + 6}" x2="${W - M.right + 26}" y1="${M.top + 10 + i * 18}" y2="${M.top + 10 + i * 18}" stroke="${color}" stroke-width="2"/>`,
    );
    out.push(`<text x="${W - M.right + 30}" y="${M.top + 14 + i * 18}">${key}</text>`);
  });
  out.push(`<text x="${M.left}" y="${H - 12}" fill="#6b7280">${esc(caption)}</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

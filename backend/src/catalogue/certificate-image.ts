import { onFirstUse } from '../common/on-first-use';

const loadSharp = onFirstUse<typeof import('sharp').default>('sharp');

const FONT = 'DejaVu Sans, Roboto, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a title into at most two lines of roughly `width` characters. */
function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1];
    if (current.length > 0 && current.length + word.length + 1 > width) {
      if (lines.length === 2) {
        lines[1] = `${lines[1]} ${word}`;
        continue;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return lines.map((line) => (line.length > width + 6 ? `${line.slice(0, width + 3)}…` : line));
}

/** The state-registration certificate shown on the contacts page. */
export function renderCertificateImage(lines: { title: string; rows: string[] }): Promise<Buffer> {
  const width = 600;
  const height = 820;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  svg += `<rect width="${width}" height="${height}" fill="#fdfbf4"/>`;
  svg += `<rect x="18" y="18" width="${width - 36}" height="${height - 36}" fill="none" stroke="#8a6d3b" stroke-width="6"/>`;
  svg += `<rect x="32" y="32" width="${width - 64}" height="${height - 64}" fill="none" stroke="#c9a86a" stroke-width="2" stroke-dasharray="8 6"/>`;
  svg += `<circle cx="${width / 2}" cy="120" r="52" fill="#ffffff" stroke="#2e7d32" stroke-width="5"/>`;
  svg += `<rect x="${width / 2 - 30}" y="100" width="60" height="40" fill="#c62828"/><rect x="${width / 2 - 30}" y="116" width="60" height="8" fill="#2e7d32"/>`;
  svg += `<text x="${width / 2}" y="220" font-family="${FONT}" font-size="26" font-weight="bold" fill="#3e2c14" text-anchor="middle">СВИДЕТЕЛЬСТВО</text>`;
  wrap(lines.title, 40).forEach((line, index) => {
    svg += `<text x="${width / 2}" y="${258 + index * 28}" font-family="${FONT}" font-size="18" fill="#3e2c14" text-anchor="middle">${escapeXml(line)}</text>`;
  });
  lines.rows.forEach((row, index) => {
    svg += `<text x="70" y="${360 + index * 44}" font-family="${FONT}" font-size="18" fill="#2b2118">${escapeXml(row)}</text>`;
    svg += `<line x1="70" y1="${370 + index * 44}" x2="${width - 70}" y2="${370 + index * 44}" stroke="#c9a86a" stroke-width="1"/>`;
  });
  svg += `<circle cx="${width - 150}" cy="${height - 150}" r="70" fill="none" stroke="#1565c0" stroke-width="5" opacity="0.7"/>`;
  svg += `<text x="${width - 150}" y="${height - 144}" font-family="${FONT}" font-size="16" fill="#1565c0" text-anchor="middle" opacity="0.8">МИНГОРИСПОЛКОМ</text>`;
  svg += '</svg>';
  return loadSharp()(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

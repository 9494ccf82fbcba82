// Draws the demo listings', restaurants' and shops' photos (server/db/demo/photos/*.jpg) from the SVG
// scenes below. Made here, so they are ours to ship; run once, and again only
// when a scene changes: node --import tsx scripts/make-demo-photos.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const width = 480;
const height = 360;
const out = path.resolve(import.meta.dirname, "../server/db/demo/photos");

const backdrop = (top: string, bottom: string, floor: string) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect y="270" width="${width}" height="90" fill="${floor}"/>`;
const room = backdrop("#f4efe6", "#e9dfcf", "#b98b5e");
const beach = `${backdrop("#8ecae6", "#d9f0f7", "#f1dca7")}
  <rect y="240" width="${width}" height="30" fill="#219ebc"/><circle cx="400" cy="70" r="34" fill="#ffd166"/>`;
const street = `${backdrop("#a8dadc", "#f1faee", "#8d99ae")}<rect y="300" width="${width}" height="6" fill="#edf2f4"/>`;

const scenes: Record<string, string> = {
  surfboard: `${beach}
    <ellipse cx="240" cy="180" rx="46" ry="150" fill="#fb8500" transform="rotate(18 240 180)"/>
    <ellipse cx="240" cy="180" rx="8" ry="140" fill="#ffffff" opacity=".8" transform="rotate(18 240 180)"/>`,
  bicycle: `${street}
    <circle cx="160" cy="240" r="58" fill="none" stroke="#264653" stroke-width="10"/>
    <circle cx="330" cy="240" r="58" fill="none" stroke="#264653" stroke-width="10"/>
    <path d="M160 240 L220 160 L300 160 L330 240 M220 160 L250 240 L300 160 M205 140 L240 140 M300 160 L310 130 L340 130"
      fill="none" stroke="#e63946" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  armchair: `${room}
    <rect x="130" y="120" width="220" height="110" rx="26" fill="#2a9d8f"/>
    <rect x="100" y="170" width="60" height="100" rx="20" fill="#21867a"/>
    <rect x="320" y="170" width="60" height="100" rx="20" fill="#21867a"/>
    <rect x="150" y="200" width="180" height="60" rx="14" fill="#33b3a3"/>
    <rect x="120" y="268" width="14" height="30" fill="#6d4c2f"/><rect x="346" y="268" width="14" height="30" fill="#6d4c2f"/>`,
  lamp: `${room}
    <polygon points="190,90 290,90 320,170 160,170" fill="#e9c46a"/>
    <rect x="234" y="170" width="12" height="100" fill="#6c757d"/>
    <ellipse cx="240" cy="275" rx="60" ry="12" fill="#495057"/>`,
  books: `${room}
    <rect x="120" y="60" width="240" height="210" fill="#8d6e63"/>
    <rect x="130" y="70" width="220" height="90" fill="#5d4037"/><rect x="130" y="170" width="220" height="90" fill="#5d4037"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${138 + i * 26}" y="${80 + (i % 3) * 6}" width="20" height="${80 - (i % 3) * 6}" fill="${["#e76f51", "#f4a261", "#2a9d8f", "#264653", "#e9c46a"][i % 5]}"/>`).join("")}
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${140 + i * 30}" y="${182 + (i % 2) * 8}" width="24" height="${78 - (i % 2) * 8}" fill="${["#457b9d", "#a8dadc", "#e63946", "#f1faee", "#1d3557"][i]}"/>`).join("")}`,
  guitar: `${room}
    <ellipse cx="240" cy="220" rx="70" ry="60" fill="#bc6c25"/><ellipse cx="240" cy="160" rx="52" ry="44" fill="#bc6c25"/>
    <circle cx="240" cy="190" r="18" fill="#3d2b1f"/><rect x="232" y="40" width="16" height="130" fill="#3d2b1f"/>
    <rect x="226" y="28" width="28" height="22" rx="4" fill="#3d2b1f"/>`,
  drill: `${room}
    <rect x="140" y="130" width="180" height="60" rx="18" fill="#f4a261"/>
    <rect x="320" y="150" width="60" height="20" fill="#6c757d"/><rect x="380" y="156" width="40" height="8" fill="#adb5bd"/>
    <rect x="180" y="180" width="50" height="80" rx="10" fill="#264653"/><rect x="165" y="255" width="80" height="24" rx="6" fill="#2a2a2a"/>`,
  jacket: `${room}
    <path d="M180 80 L240 100 L300 80 L360 130 L340 180 L320 170 L320 280 L160 280 L160 170 L140 180 L120 130 Z" fill="#1d3557"/>
    <path d="M240 100 L240 280" stroke="#f1faee" stroke-width="4"/>
    <path d="M210 88 L240 130 L270 88" fill="#457b9d"/>`,
  "beach-house": `${beach}
    <rect x="130" y="150" width="220" height="110" fill="#ffffff"/>
    <polygon points="115,155 240,80 365,155" fill="#e76f51"/>
    <rect x="220" y="200" width="40" height="60" fill="#219ebc"/>
    <rect x="150" y="180" width="46" height="36" fill="#8ecae6"/><rect x="284" y="180" width="46" height="36" fill="#8ecae6"/>
    <rect x="120" y="258" width="240" height="10" fill="#bc8a5f"/>`,
  apartment: `${street}
    <rect x="150" y="40" width="180" height="260" fill="#e9c46a"/>
    ${[0, 1, 2, 3, 4].flatMap((row) => [0, 1, 2].map((col) => `<rect x="${168 + col * 56}" y="${58 + row * 46}" width="36" height="30" fill="#457b9d"/>`)).join("")}
    <rect x="222" y="262" width="36" height="38" fill="#6d4c2f"/>`,
  townhouse: `${street}
    ${[0, 1, 2]
      .map(
        (
          i,
        ) => `<rect x="${70 + i * 120}" y="120" width="110" height="180" fill="${["#f4a261", "#a8dadc", "#e9c46a"][i]}"/>
      <polygon points="${70 + i * 120},120 ${125 + i * 120},70 ${180 + i * 120},120" fill="#6d597a"/>
      <rect x="${110 + i * 120}" y="240" width="30" height="60" fill="#264653"/>
      <rect x="${88 + i * 120}" y="150" width="30" height="30" fill="#ffffff"/><rect x="${132 + i * 120}" y="150" width="30" height="30" fill="#ffffff"/>`,
      )
      .join("")}`,
  land: `${backdrop("#bde0fe", "#e8f4fd", "#90be6d")}
    <polygon points="0,270 120,200 260,250 380,190 480,230 480,270" fill="#43aa8b"/>
    <path d="M100 300 L380 300 L420 350 L60 350 Z" fill="none" stroke="#f9c74f" stroke-width="5" stroke-dasharray="14 10"/>
    <rect x="236" y="250" width="6" height="60" fill="#6d4c2f"/><rect x="212" y="236" width="54" height="22" fill="#ffffff"/>`,
  shopfront: `${street}
    <rect x="90" y="80" width="300" height="220" fill="#f1faee"/>
    <rect x="90" y="80" width="300" height="40" fill="#e63946"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${90 + i * 50}" y="120" width="50" height="26" fill="${i % 2 ? "#ffffff" : "#e63946"}"/>`).join("")}
    <rect x="110" y="170" width="150" height="110" fill="#a8dadc"/><rect x="290" y="170" width="70" height="130" fill="#1d3557"/>`,
  "living-room": `${room}
    <rect x="60" y="50" width="140" height="110" fill="#a8dadc" stroke="#ffffff" stroke-width="8"/>
    <rect x="220" y="170" width="220" height="70" rx="18" fill="#e76f51"/><rect x="220" y="150" width="220" height="40" rx="14" fill="#f4a261"/>
    <rect x="90" y="230" width="100" height="14" fill="#6d4c2f"/><rect x="100" y="244" width="8" height="30" fill="#6d4c2f"/><rect x="172" y="244" width="8" height="30" fill="#6d4c2f"/>
    <circle cx="140" cy="218" r="12" fill="#2a9d8f"/>`,
  // Restaurants and shops (issue 11).
  cafe: `${room}
    <rect x="150" y="150" width="150" height="110" rx="18" fill="#ffffff"/>
    <path d="M300 175 q50 0 50 35 q0 35 -50 35" fill="none" stroke="#ffffff" stroke-width="14"/>
    <ellipse cx="225" cy="160" rx="70" ry="14" fill="#6f4518"/>
    <ellipse cx="240" cy="270" rx="120" ry="14" fill="#e9ecef"/>
    <path d="M200 120 q15 -25 0 -50 M240 120 q15 -25 0 -50" fill="none" stroke="#adb5bd" stroke-width="6"/>`,
  pizza: `${room}
    <circle cx="240" cy="190" r="110" fill="#e9c46a"/><circle cx="240" cy="190" r="92" fill="#e76f51"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${240 + 55 * Math.cos(i * 0.9)}" cy="${190 + 55 * Math.sin(i * 0.9)}" r="13" fill="#9d0208"/>`).join("")}
    ${[0, 1, 2, 3].map((i) => `<circle cx="${240 + 25 * Math.cos(i * 1.6 + 0.4)}" cy="${190 + 25 * Math.sin(i * 1.6 + 0.4)}" r="9" fill="#fefae0"/>`).join("")}`,
  sushi: `${room}
    <rect x="80" y="200" width="320" height="40" rx="8" fill="#3d2b1f"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${130 + i * 74}" cy="180" r="30" fill="#1b4332"/><circle cx="${130 + i * 74}" cy="180" r="22" fill="#ffffff"/><circle cx="${130 + i * 74}" cy="180" r="10" fill="${i % 2 ? "#f4a261" : "#e63946"}"/>`).join("")}`,
  boutique: `${street}
    <rect x="90" y="80" width="300" height="220" fill="#fefae0"/>
    <rect x="90" y="80" width="300" height="40" fill="#2a9d8f"/>
    <rect x="110" y="140" width="170" height="150" fill="#caf0f8"/><rect x="300" y="160" width="70" height="140" fill="#264653"/>
    <path d="M150 170 L175 180 L200 170 L215 195 L205 200 L205 260 L145 260 L145 200 L135 195 Z" fill="#e76f51"/>
    <path d="M225 190 L255 190 L265 260 L215 260 Z" fill="#f4a261"/>`,
  gallery: `${backdrop("#f8f9fa", "#e9ecef", "#adb5bd")}
    <rect x="60" y="80" width="110" height="140" fill="#ffffff" stroke="#6d4c2f" stroke-width="8"/>
    <circle cx="115" cy="130" r="26" fill="#ffb703"/><polygon points="70,210 115,160 160,210" fill="#219ebc"/>
    <rect x="200" y="60" width="140" height="100" fill="#ffffff" stroke="#6d4c2f" stroke-width="8"/>
    <rect x="215" y="75" width="50" height="70" fill="#e63946"/><rect x="275" y="95" width="50" height="50" fill="#1d3557"/>
    <rect x="360" y="100" width="80" height="120" fill="#ffffff" stroke="#6d4c2f" stroke-width="8"/>
    <path d="M370 200 q30 -80 60 -60" fill="none" stroke="#2a9d8f" stroke-width="8"/>`,
};

mkdirSync(out, { recursive: true });
for (const [name, body] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  writeFileSync(path.join(out, `${name}.jpg`), jpeg);
  console.log(`${name}.jpg ${(jpeg.length / 1024).toFixed(1)} KB`);
}

// Initial JS of the landing page and of the signed-in shell, gzipped, from the Vite manifest.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps/web/dist');

function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...files].filter((f) => f.endsWith('.js'));
}

function gzipKb(files) {
  return (
    files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024
  );
}

export async function run() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const key = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The first screen also fetches its copy (issue 19): the shell's and its feature's English catalogues.
  const catalogues = (...namespaces) => namespaces.map((dir) => key(`${dir}/messages/en.json?catalogue`));
  const landing = closure(manifest, [
    entry,
    key('marketing/landing-page.tsx'),
    ...catalogues('i18n', 'features/marketing'),
  ]);
  const shell = closure(manifest, [
    entry,
    key('layouts/app-layout.tsx'),
    key('dashboard/dashboard-page.tsx'),
    ...catalogues('i18n', 'features/dashboard'),
  ]);
  const landingKb = gzipKb(landing);
  const shellKb = gzipKb(shell);
  return [
    {
      name: 'landing initial JS (gzip)',
      figure: `${landingKb.toFixed(1)} KB`,
      budget: '<= 150 KB',
      pass: landingKb <= 150,
    },
    {
      name: 'signed-in shell initial JS (gzip)',
      figure: `${shellKb.toFixed(1)} KB`,
      budget: '<= 170 KB',
      pass: shellKb <= 170,
    },
  ];
}
